package app.locus.architecture.planted.alpha.ui;

import app.locus.tenancy.AgencyProvisioning;

/** Planted: a view calls a system entry point. */
public class ViewCallingASystemEntryPoint {

	AgencyProvisioning provisioning;

}
