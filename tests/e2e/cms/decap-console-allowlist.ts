/**
 * The console messages of /admin that the real-CMS specs let pass: ONLY those that Decap
 * CMS's own code raises and that cannot be fixed from outside it. Each is allowed by its
 * text AND by a frame of its stack inside one of Decap's packages (console-guard.ts reads
 * the frames through the pre-bundle's source maps); a message with a frame in the site's
 * own code (app/) is never allowed, whatever its text. Anything else fails the test.
 */
export type AllowedDecapMessage = {
  /** The message's text (its first argument, as the console prints it). */
  text: RegExp;
  /** Why it cannot be fixed here. */
  reason: string;
};

export const allowedDecapMessages: readonly AllowedDecapMessage[] = [
  {
    text: /^Warning: Failed prop type: Invalid prop `children` supplied to `(ErrorBoundary|Modal)`, expected a ReactNode\./,
    reason:
      "Decap checks its own propTypes by hand on mount (React 19 dropped them); its ErrorBoundary and Modal declare " +
      "`children: PropTypes.node` but receive arrays Decap builds itself. Raised on every load of /admin.",
  },
  {
    text: /^TypeError: Cannot read properties of undefined \(reading 'get'\)\n\s+at previewUrlFormatter /,
    reason:
      "Decap's editor asks for an entry's View Live link (Backend.getDeploy → previewUrlFormatter) before the " +
      "entry is in its list, and reads its slug from nothing; Decap catches the error and logs it. Seen once " +
      "saving every collection in turn (admin-saves.spec.ts); the link appears all the same.",
  },
];
