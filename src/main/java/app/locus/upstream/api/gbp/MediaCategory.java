package app.locus.upstream.api.gbp;

import app.locus.upstream.api.WireCode;

/** Where a photo shows on the profile (the platform's category names). */
public enum MediaCategory implements WireCode {

	COVER, PROFILE, LOGO, EXTERIOR, INTERIOR, PRODUCT, AT_WORK, FOOD_AND_DRINK, MENU, COMMON_AREA, ROOMS, TEAMS,
	ADDITIONAL;

	@Override
	public String code() {
		return name();
	}

}
