package app.locus.tenancy;

import java.util.Optional;

import app.locus.base.AgencyId;
import org.jspecify.annotations.Nullable;

/**
 * The branding a page shows at a site (a host name): its agency's, or the platform's own
 * at a host of no agency. Every value has been validated when it was saved; the image
 * URLs contain only an opaque agency id.
 *
 * @param poweredByVisible whether the "Powered by Locus" line shows (the platform
 * operator can hide it per agency, DD072)
 */
public record SiteBranding(Optional<AgencyId> agency, String displayName, BrandColour colour, boolean hasLogo,
		boolean poweredByVisible) {

	/** The platform's own name, shown at hosts of no agency and in "Powered by". */
	public static final String PLATFORM_NAME = "Locus";

	static final SiteBranding PLATFORM = new SiteBranding(Optional.empty(), PLATFORM_NAME, BrandColour.DEFAULT, false,
			false);

	/** The favicon: the agency's logo, or an icon in its colour. */
	public String iconUrl() {
		return "/brand/" + agency.map(AgencyId::value).orElse(BrandImages.PLATFORM) + "/icon.png";
	}

	/** The logo's address, when the agency has one. */
	public Optional<String> logoUrl() {
		return hasLogo ? agency.map(id -> "/brand/" + id.value() + "/logo.png") : Optional.empty();
	}

	/** A page title in this branding: {@code "Sign in · Summit Digital"}. */
	public String title(String page) {
		return title(page, displayName);
	}

	/** A page title under a brand name: {@code "Branding · Summit Digital"}. */
	public static String title(@Nullable String page, String brandName) {
		return page == null || page.isBlank() ? brandName : page + " · " + brandName;
	}

}
