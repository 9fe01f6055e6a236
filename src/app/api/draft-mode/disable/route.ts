import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { otherMethods } from '@/lib/http/methods';

/** Leaves draft mode and returns to the published page the editor was on. */
export async function GET(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  const target = request.nextUrl.searchParams.get('redirect') ?? '/';
  const path = target.startsWith('/') && !target.startsWith('//') ? target : '/';
  return NextResponse.redirect(new URL(path, request.url), 307);
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
