import { jwtDecode, type JwtPayload } from 'jwt-decode';

// Reads a session token's claims without verifying it (the server verifies); undefined when it is not a JWT.
export function decodeToken(token: string): JwtPayload | undefined {
  try {
    return jwtDecode<JwtPayload>(token);
  } catch {
    return undefined;
  }
}
