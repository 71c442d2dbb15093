package app.locus.tenancy;

import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.PageRead;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.security.CurrentUser;
import app.locus.security.Site;
import app.locus.tenancy.repository.AgencyRepository;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * An agency's white-label branding: display name, primary colour and logo. Anyone may
 * read it (it is what the agency shows the world); only its agency admins change it, and
 * every value is validated here so that nothing typed or uploaded reaches a page
 * unchecked.
 */
@Service
@Transactional(readOnly = true)
public class BrandingService {

	static final int DISPLAY_NAME_MAX = 120;

	/** The largest logo upload accepted, in bytes. */
	public static final int MAX_LOGO_BYTES = LogoImage.MAX_BYTES;

	private final WorkspaceAccess access;

	private final CurrentUser currentUser;

	private final AgencyRepository agencies;

	private final AuditLog audit;

	BrandingService(WorkspaceAccess access, CurrentUser currentUser, AgencyRepository agencies, AuditLog audit) {
		this.access = access;
		this.currentUser = currentUser;
		this.agencies = agencies;
		this.audit = audit;
	}

	/** The branding of the current user's agency. */
	public Branding current() {
		return forAgency(currentUser.require().agencyId());
	}

	/**
	 * The branding of an agency, for pages shown before sign-in (such as its login page).
	 */
	public Branding forAgency(AgencyId agency) {
		return agencies.branding(agency).orElseThrow(() -> new NotFoundException("agency"));
	}

	/**
	 * The branding of a site: its agency's, or the platform's at a host of no agency.
	 * Shown before sign-in, so anyone may read it.
	 */
	public SiteBranding forSite(Site site) {
		return site.agency().flatMap(agencies::siteBranding).orElse(SiteBranding.PLATFORM);
	}

	/** The branding of the current user's agency, as its signed-in pages show it. */
	@PageRead
	public SiteBranding currentSite() {
		AgencyId agency = currentUser.require().agencyId();
		return agencies.siteBranding(agency).orElseThrow(() -> new NotFoundException("agency"));
	}

	/** The agency's logo as PNG bytes, if it has one. */
	public Optional<byte[]> logo(AgencyId agency) {
		return agencies.logo(agency);
	}

	/**
	 * Changes the display name and primary colour ({@code #rrggbb}) of the admin's
	 * agency. Agency admins only.
	 */
	@Transactional
	public void update(String displayName, String primaryColour) {
		AgencyId agency = access.requireAgencyAdminWrite();
		Validation validation = new Validation();
		String name = validation.text(displayName, "displayName", "Display name", DISPLAY_NAME_MAX);
		// Text is always escaped on the page; refusing markup as well keeps it out of
		// e-mails and exports later.
		validation.check(name == null || name.chars().noneMatch(c -> c == '<' || c == '>'), "displayName",
				"The display name cannot contain < or >.");
		Optional<BrandColour> colour = BrandColour.parse(primaryColour);
		validation.check(colour.isPresent(), "primaryColour",
				"Enter the colour as # and six hex digits, e.g. #1f6feb.");
		validation.check(colour.isEmpty() || colour.get().readsOnWhite(), "primaryColour",
				colour.map(BrandColour::tooLightMessage).orElse(""));
		validation.throwIfInvalid();
		agencies.updateBranding(agency, name, colour.get());
		audit.record(AuditEntry.success(agency, null, "branding.updated", name, "colour: " + colour.get()));
	}

	/**
	 * Replaces the logo of the admin's agency with a PNG or JPEG upload of at most 512
	 * KB, stored re-encoded as PNG. Agency admins only.
	 * @throws ValidationException (field {@code logo}) for anything else
	 */
	@Transactional
	public void replaceLogo(byte[] upload) {
		AgencyId agency = access.requireAgencyAdminWrite();
		byte[] png = LogoImage.toPng(upload);
		agencies.setLogo(agency, png);
		audit.record(AuditEntry.success(agency, null, "branding.logo_replaced", "logo",
				"uploaded " + upload.length + " bytes, stored " + png.length + " bytes PNG"));
	}

	/** Removes the logo of the admin's agency. Agency admins only. */
	@Transactional
	public void removeLogo() {
		AgencyId agency = access.requireAgencyAdminWrite();
		agencies.setLogo(agency, null);
		audit.record(AuditEntry.success(agency, null, "branding.logo_removed", "logo", null));
	}

}
