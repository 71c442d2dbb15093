package app.locus.twofactor;

/**
 * A person's second factor as their account page shows it.
 *
 * @param enrolled an authenticator app guards their password sign-in
 * @param requiredByAgency their agency requires one (it cannot be turned off)
 * @param recoveryCodesLeft unused recovery codes
 */
public record TwoFactorStatus(boolean enrolled, boolean requiredByAgency, int recoveryCodesLeft) {

}
