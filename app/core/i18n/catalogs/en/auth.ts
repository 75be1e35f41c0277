/** English messages for the auth area. Keys are "auth.<screen or part>.<what>"; values are ICU MessageFormat. */
export const auth = {
  // Fields shared by the sign-in, sign-up, reset and invite forms.
  "auth.field.email": "E-mail",
  "auth.field.password": "Password",
  "auth.field.firstName": "First name",
  "auth.field.lastName": "Last name",
  "auth.field.companyName": "Company name",
  "auth.field.newPassword": "New password",
  "auth.field.repeatNewPassword": "Repeat the new password",
  "auth.field.passwordRule": "At least 8 characters, not a common password, your name or your e-mail.",
  "auth.form.problem": "Please check",

  // Validation (domain/accounts/schemas.ts).
  "auth.validation.firstNameRequired": "Enter your first name.",
  "auth.validation.firstNameTooLong": "Keep the first name under 60 characters.",
  "auth.validation.lastNameRequired": "Enter your last name.",
  "auth.validation.lastNameTooLong": "Keep the last name under 60 characters.",
  "auth.validation.emailRequired": "Enter your e-mail address.",
  "auth.validation.emailInvalid": "Enter a valid e-mail address.",
  "auth.validation.passwordTooShort": "Use at least 8 characters.",
  "auth.validation.passwordTooLong": "Use at most 128 characters.",
  "auth.validation.passwordRequired": "Enter your password.",
  "auth.validation.companyNameRequired": "Enter your company's name.",
  "auth.validation.companyNameTooLong": "Keep the name under 100 characters.",
  "auth.validation.resetTokenMissing": "This reset link is incomplete. Ask for a new one.",
  "auth.validation.passwordsDiffer": "The two passwords differ.",
  "auth.validation.inviteCodeRequired": "Enter the invite code.",
  "auth.validation.inviteCodeTooLong": "That code is too long.",
  "auth.password.personal": "Don't use your name or e-mail address in your password.",
  "auth.password.common":
    "This password is one of the most common ones, which attackers try first. Choose a less predictable one: a few unrelated words work well.",

  // The accounts domain's refusals (domain/accounts/accounts.server.ts).
  "auth.signIn.mismatch": "That e-mail and password don't match an account.",
  "auth.signIn.tooManyAttempts": "Too many sign-in attempts. Wait a minute and try again.",
  "auth.signIn.locked":
    "Too many failed sign-ins for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}, or from a network you have signed in from before.",
  "auth.signUp.emailTaken": "An account with this e-mail already exists. Sign in instead.",
  "auth.signUp.failed": "We could not create the account. Try again in a moment.",
  "auth.reset.tooManyRequests": "Too many requests. Wait a minute and try again.",
  "auth.reset.invalidLink": "This reset link is invalid or has expired. Ask for a new one.",

  // Sign in (company and pool owner).
  "auth.signIn.title": "Sign in to your pool company",
  "auth.signIn.subtitle": "Owners, office staff and technicians.",
  "auth.signIn.submit": "Sign in",
  "auth.signIn.forgot": "Forgot your password?",
  "auth.signIn.newHere": "New to Drip Drop?",
  "auth.signIn.createCompany": "Create a company account",
  "auth.signIn.ownPool": "Own a pool?",
  "auth.signIn.poolOwnerLink": "Pool owner sign in",
  "auth.homeOwnerSignIn.title": "Pool owner sign in",
  "auth.homeOwnerSignIn.subtitle": "See your service reports, invoices and messages.",
  "auth.homeOwnerSignIn.noAccount": "No account yet?",
  "auth.homeOwnerSignIn.signUpLink": "Sign up as a pool owner",
  "auth.homeOwnerSignIn.gotCode": "Got a code from your pool company?",
  "auth.homeOwnerSignIn.redeemLink": "Redeem it",

  // Sign up (company and pool owner).
  "auth.signUp.title": "Create your pool company",
  "auth.signUp.subtitle": "You become the company's Owner; invite your team after.",
  "auth.signUp.submit": "Create company account",
  "auth.signUp.haveAccount": "Already have an account?",
  "auth.signUp.signInLink": "Sign in",
  "auth.homeOwnerSignUp.title": "Sign up as a pool owner",
  "auth.homeOwnerSignUp.subtitle": "Free for pool owners. Link your pool company with its invite code.",
  "auth.homeOwnerSignUp.submit": "Create pool owner account",

  // Forgot and reset password.
  "auth.forgot.title": "Reset your password",
  "auth.forgot.subtitle": "We e-mail you a link to choose a new one.",
  "auth.forgot.sentTitle": "Check your e-mail",
  "auth.forgot.sentText":
    "If an account uses that address, a reset link is on its way. It works for one hour.",
  "auth.forgot.submit": "Send reset link",
  "auth.reset.title": "Choose a new password",
  "auth.reset.submit": "Change password",
  "auth.reset.done": "Password changed. Sign in with your new password.",

  // Redeem an invite code.
  "auth.invite.title": "Redeem an invite code",
  "auth.invite.subtitle":
    "Your pool company gave you a code: it adds you to their team, or links your pool owner account.",
  "auth.invite.code": "Invite code",
  "auth.invite.check": "Check code",
  "auth.invite.joinsAs": "Joins the team as",
  "auth.invite.linksAccount": "Links your pool owner account",
  "auth.invite.asContractor": "as an independent contractor",
  "auth.invite.asEmployee": "as an employee",
  "auth.invite.redeemAs": "Redeem as {name}",
  "auth.invite.noCode": "No code? Ask your pool company, or",
  "auth.invite.signUpLink": "sign up as a pool owner",
  "auth.invite.newTab": "I'm new here",
  "auth.invite.existingTab": "I have an account",
  "auth.invite.createAndRedeem": "Create account and redeem",
  "auth.invite.signInAndRedeem": "Sign in to redeem",
  "auth.invite.missing": "Something is missing. Enter the code again.",
  "auth.invite.welcomeMember": "Welcome to the team!",
  "auth.invite.welcomeClient": "Your pool company is linked to your account.",
} as const;
