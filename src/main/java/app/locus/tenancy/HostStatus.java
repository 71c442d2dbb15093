package app.locus.tenancy;

/**
 * Where the verification of an agency's host name stands (DD113). Only a verified host
 * leads to the agency.
 */
public enum HostStatus {

	/** Added, not checked yet. */
	PENDING,

	/** The last check found the token. */
	VERIFIED,

	/** The last check did not find the token. */
	FAILED

}
