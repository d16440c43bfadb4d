/**
 * The pinned AWS SDK clients (README "Deploy": the last releases that accept Node 20) warn once per process
 * that their later releases need Node 22. The README says so for operators; a warning on every deploy says
 * nothing more. @aws-sdk/core reads this variable before warning (emitWarningIfUnsupportedVersion); an
 * operator who sets it to anything else still gets the warning. Imported before any client is made.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
