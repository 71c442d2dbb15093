package app.locus.reports;

import java.util.Arrays;
import java.util.stream.Collectors;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.PageRead;
import app.locus.base.ValidationException;
import app.locus.reports.heatmap.HeatmapPalette;
import app.locus.reports.repository.HeatmapPaletteRepository;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;

import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The colours a person reads heatmaps in (DD226): their own choice from the user menu,
 * the standard colours until they make one. Only the person may choose, never an API
 * token acting for them; every choice is audited.
 */
@Service
@Transactional(readOnly = true)
public class HeatmapPaletteService {

	private static final String CHOICES = Arrays.stream(HeatmapPalette.values())
		.map(HeatmapPalette::code)
		.collect(Collectors.joining(", "));

	private final CurrentUser currentUser;

	private final HeatmapPaletteRepository palettes;

	private final AuditLog audit;

	HeatmapPaletteService(CurrentUser currentUser, HeatmapPaletteRepository palettes, AuditLog audit) {
		this.currentUser = currentUser;
		this.palettes = palettes;
		this.audit = audit;
	}

	/**
	 * The signed-in person's palette: their own choice, else the standard one (also for a
	 * code stored by a release that had a palette this one no longer has). Asked by the
	 * frame and by every page with a heatmap, so one statement and no transaction.
	 */
	@PageRead
	public HeatmapPalette mine() {
		LocusUser me = currentUser.require();
		return palettes.chosenBy(me.agencyId(), me.id())
			.flatMap(HeatmapPalette::ofCode)
			.orElse(HeatmapPalette.STANDARD);
	}

	/**
	 * The signed-in person reads heatmaps in this palette from now on, on every page and
	 * sign-in.
	 * @throws ValidationException for {@code paletteCode} when Locus has no such palette
	 */
	@Transactional
	public HeatmapPalette choose(@Nullable String paletteCode) {
		LocusUser me = currentUser.requireInPerson();
		HeatmapPalette palette = HeatmapPalette.ofCode(paletteCode)
			.orElseThrow(() -> ValidationException.of("paletteCode", "Choose one of " + CHOICES + "."));
		palettes.choose(me.agencyId(), me.id(), palette.code());
		audit.record(
				AuditEntry.success(me.agencyId(), null, "account.heatmap_palette_chosen", me.email(), palette.code()));
		return palette;
	}

}
