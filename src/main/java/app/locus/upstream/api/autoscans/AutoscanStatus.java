package app.locus.upstream.api.autoscans;

import app.locus.upstream.api.WireCode;

/** State of a scheduled scan; also a filter of the listing. */
public enum AutoscanStatus implements WireCode {

	SCHEDULED, PAUSED;

}
