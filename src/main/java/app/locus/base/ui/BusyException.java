package app.locus.base.ui;

import app.locus.base.LocusException;

/**
 * Background work was refused because too much is waiting already; nothing was started.
 */
public final class BusyException extends LocusException {

	BusyException() {
		super("The portal is busy right now and did not start this. Try again in a moment.");
	}

}
