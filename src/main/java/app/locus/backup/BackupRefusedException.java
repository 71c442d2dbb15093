package app.locus.backup;

/**
 * A backup or restore that cannot go on, with the one line that says why; nothing was
 * changed when it is thrown.
 */
public final class BackupRefusedException extends RuntimeException {

	BackupRefusedException(String message) {
		super(message);
	}

	BackupRefusedException(String message, Throwable cause) {
		super(message, cause);
	}

}
