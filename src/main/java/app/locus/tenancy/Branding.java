package app.locus.tenancy;

import app.locus.base.AgencyId;
import org.jspecify.annotations.Nullable;

/**
 * How an agency presents Locus to its people and clients.
 *
 * @param displayName the name shown in the portal's header
 * @param colour the primary colour
 * @param hasLogo whether a logo (always PNG) was uploaded
 */
public record Branding(AgencyId agency, String displayName, BrandColour colour, boolean hasLogo) {

}
