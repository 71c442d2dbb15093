package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.WaitForSelectorState;
import org.junit.jupiter.api.Test;

/**
 * Every page in the side navigation, opened as a person would from it, at a laptop's and
 * a phone's size: each one opens without an error page, fits the window (docs/ui.md,
 * "Components") and breaks no WCAG 2.2 AA rule axe checks beyond those still listed in
 * {@link KnownViolations}, and its picture goes to
 * {@code target/screenshots/tour-<size>-<page>.png} for the UI guide.
 */
class PageTourBrowserTest extends InChromium {

	private static final String NAV_LINKS = """
			() => [...document.querySelectorAll('vaadin-side-nav-item[path]')]
				.map(item => item.id.replace(/^nav-/, '') + ' ' + item.getAttribute('path'))
			""";

	@Test
	void every_page_of_an_admin_opens_and_fits_at_1280_by_800() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_ADMIN);
		openFirstWorkspace();
		tour("1280", false);
	}

	@Test
	void every_page_of_an_admin_opens_and_fits_at_390_by_844() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_ADMIN);
		openFirstWorkspace();
		page.setViewportSize(390, 844);
		tour("admin-390", false);
	}

	@Test
	void every_page_of_a_client_viewer_opens_fits_and_shows_no_cost_and_no_write_control_at_1280_by_800() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.BLUE_BOTTLE_CLIENT);
		tour("client-1280", true);
		assertThat(clientViolations).as("what a client viewer may not meet (1280)").isEmpty();
	}

	@Test
	void every_page_of_a_client_viewer_opens_fits_and_shows_no_cost_and_no_write_control_at_390_by_844() {
		page.setViewportSize(390, 844);
		signIn(DemoLogin.BLUE_BOTTLE_CLIENT);
		tour("390", true);
		assertThat(clientViolations).as("what a client viewer may not meet (390)").isEmpty();
	}

	/**
	 * The side navigation's markup is sent once per workspace, not with every page
	 * (DD169): the browser must still mark the page each click led to.
	 */
	@Test
	void the_side_navigation_marks_the_page_each_click_led_to_and_no_other() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		openFirstWorkspace();
		Locator dashboard = page.locator("#nav-dashboard");
		Locator reports = page.locator("#nav-reports");
		assertThat(dashboard).hasAttribute("current", "");

		reports.click();
		page.locator("#gallery").waitFor();
		assertThat(reports).hasAttribute("current", "");
		assertThat(dashboard).not().hasAttribute("current", "");

		dashboard.click();
		page.locator("#latest-per-keyword").waitFor();
		assertThat(dashboard).hasAttribute("current", "");
		assertThat(reports).not().hasAttribute("current", "");
	}

	@Test
	void the_gallerys_filters_are_in_the_address_so_that_a_reload_keeps_them() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		String workspace = openFirstWorkspace();
		open("/w/" + workspace + "/reports");
		page.locator("#gallery-filters vaadin-details-summary").click();
		page.locator("#filter-keyword input").fill("bakery");
		page.locator("#filter-keyword input").press("Enter");
		assertThat(page).hasURL(Pattern.compile(".*/reports\\?keyword=bakery$"));

		page.reload();
		awaitVaadin();
		assertThat(page.locator("#filter-keyword input")).hasValue("bakery");
		assertThat(page.locator("#gallery-filters vaadin-details-summary")).containsText("1 filter");
	}

	/**
	 * A dialog opens inside the window at a laptop's size and a phone's (docs/ui.md,
	 * "Where a detail opens"): a calendar entry's details, the help and a key's rotation.
	 */
	@Test
	void a_calendar_entry_the_help_and_a_key_rotation_open_inside_the_window_at_both_sizes() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_ADMIN);
		String workspace = openFirstWorkspace();
		List<String> outside = new ArrayList<>();
		for (int[] size : new int[][] { { 1280, 800 }, { 390, 844 } }) {
			page.setViewportSize(size[0], size[1]);
			String at = size[0] + "x" + size[1];
			open("/w/" + workspace + "/calendar");
			page.locator("[id^=entry-]:visible").first().click();
			outside.addAll(dialogsOutside("dialog-" + at + "-calendar-entry", size));
			page.locator("#help-button").click();
			outside.addAll(dialogsOutside("dialog-" + at + "-help", size));
			open("/w/" + workspace + "/settings/keys");
			page.locator("#keys-grid vaadin-button:has-text('Rotate')").first().click();
			outside.addAll(dialogsOutside("dialog-" + at + "-key-rotation", size));
		}
		assertThat(outside).as("dialogs not inside the window").isEmpty();
	}

	/**
	 * Pictures the open dialog, closes it, and says where it passes the window's edges.
	 */
	private List<String> dialogsOutside(String name, int[] size) {
		page.locator("vaadin-dialog-overlay[opened]").first().waitFor();
		page.waitForFunction("() => !document.querySelector('vaadin-dialog-overlay[opening]')");
		screenshot(name);
		List<String> found = new ArrayList<>();
		for (Object box : (List<?>) page.evaluate(OPEN_DIALOGS)) {
			List<?> edges = (List<?>) box;
			double left = ((Number) edges.get(0)).doubleValue();
			double top = ((Number) edges.get(1)).doubleValue();
			double right = ((Number) edges.get(2)).doubleValue();
			double bottom = ((Number) edges.get(3)).doubleValue();
			if (left < 0 || top < 0 || right > size[0] + 1 || bottom > size[1] + 1) {
				found.add(name + " spans " + Math.round(left) + "," + Math.round(top) + " to " + Math.round(right) + ","
						+ Math.round(bottom));
			}
		}
		page.keyboard().press("Escape");
		page.locator("vaadin-dialog-overlay[opened]")
			.first()
			.waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.DETACHED));
		return found;
	}

	private static final String OPEN_DIALOGS = """
			() => [...document.querySelectorAll('vaadin-dialog-overlay[opened]')].map(overlay => {
				const box = overlay.shadowRoot.querySelector('[part="overlay"]').getBoundingClientRect();
				return [box.left, box.top, box.right, box.bottom];
			})
			""";

	@Test
	void a_date_typed_month_first_is_refused_with_a_message_not_dropped() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		String workspace = openFirstWorkspace();
		open("/w/" + workspace + "/reports");
		// The fields are built when the person first opens their fold (DD170).
		page.locator("#gallery-filters vaadin-details-summary").click();
		Locator from = page.locator("#filter-from");
		from.locator("input").fill("11/27/2026");
		from.locator("input").press("Enter");
		assertThat(from).hasAttribute("invalid", "");
		assertThat(from).containsText("Type the date as 2026-11-27.");
		assertThat(from.locator("input")).hasValue("11/27/2026");
	}

	/**
	 * Text a column cut short shows whole on hover, and the same text shows no tooltip
	 * once its column is wide enough; the browser reads it from the row it holds (DD171).
	 */
	@Test
	@SuppressWarnings("unchecked")
	void a_cell_cut_short_shows_its_whole_text_on_hover_and_a_column_without_the_mark_shows_none() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_ADMIN);
		// The audit log's "Who" column is narrower than the demo's e-mail addresses; the
		// gallery's columns wrap instead (GridColumns.neverCut).
		open("/agency/audit");
		Locator grid = page.locator("#audit-grid");
		assertThat(grid.locator("vaadin-grid-cell-content:visible:has-text('@northwind.test')").first()).isVisible();
		// Cut or not is read once the columns have their widths: after the page is drawn.
		awaitDrawn();
		List<String> cells = (List<String>) grid.evaluate(CUT_TEXT_AND_ANOTHER_CELL);
		assertThat(cells).as("slots of a cut cell of a text column and of a cell of another column, the cut text")
			.hasSize(3)
			.doesNotContainNull();
		String cut = cells.get(0);
		// An open overlay moves to the page's body; an empty one is hidden.
		Locator tooltip = page.locator("vaadin-tooltip-overlay[opened]:not([hidden])");

		hoverCell(grid, cut);
		assertThat(tooltip).isVisible();
		assertThat(tooltip).hasText(cells.get(2));

		hoverCell(grid, cells.get(1));
		assertThat(tooltip).hasCount(0);
		screenshot("audit-no-tooltip-on-another-column");
	}

	/**
	 * Hovers the cell and waits until the grid has aimed its tooltip at it, so that a
	 * hidden tooltip is the tooltip's answer, not a hover the grid let pass: it ignores
	 * hovers while it scrolls, and it scrolls when it is drawn or resized.
	 */
	private void hoverCell(Locator grid, String slot) {
		page.waitForFunction("grid => !grid.$.scroller.hasAttribute('scrolling')", grid.elementHandle());
		// The mouse moved there, not Playwright's hover, which may scroll the grid first.
		BoundingBox cell = grid.locator("vaadin-grid-cell-content[slot='" + slot + "']").boundingBox();
		page.mouse().move(cell.x + cell.width / 2, cell.y + cell.height / 2);
		page.waitForFunction("""
				([grid, slot]) => grid.querySelector('vaadin-tooltip').target
					=== grid.querySelector(`vaadin-grid-cell-content[slot='${slot}']`).assignedSlot.parentElement
				""", List.of(grid.elementHandle(), slot));
	}

	/**
	 * The slot names of a body cell of a text column (DD171) that is cut short and of a
	 * cell of a column without the tooltip, both in rows wholly in sight (the grid keeps
	 * more rows than it shows, in no order), and the cut one's whole text.
	 */
	private static final String CUT_TEXT_AND_ANOTHER_CELL = """
			grid => {
				const top = grid.$.header.getBoundingClientRect().bottom;
				const bottom = grid.$.table.getBoundingClientRect().bottom;
				const inSight = cell => {
					const box = cell.assignedSlot.parentElement.getBoundingClientRect();
					return box.top >= top && box.bottom <= bottom;
				};
				const marked = cell => cell.assignedSlot.parentElement._column?.hasAttribute('whole-text-on-hover');
				const body = [...grid.querySelectorAll('vaadin-grid-cell-content')]
					.filter(cell => cell.offsetParent !== null && cell.textContent.trim() !== ''
						&& cell.assignedSlot?.parentElement?.localName === 'td' && inSight(cell));
				const cut = body.find(cell => marked(cell) && cell.scrollWidth > cell.clientWidth);
				const other = body.find(cell => !marked(cell));
				return [cut?.slot ?? null, other?.slot ?? null, cut?.textContent ?? null];
			}
			""";

	@Test
	void a_client_viewers_tables_fold_into_one_column_on_a_phone_and_unfold_on_a_laptop() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.BLUE_BOTTLE_CLIENT);
		String workspace = openFirstWorkspace();
		page.setViewportSize(390, 844);
		for (String table : List.of("dashboard #latest-per-keyword", "reports #gallery")) {
			String path = table.substring(0, table.indexOf(' '));
			Locator grid = page.locator(table.substring(table.indexOf(' ') + 1));
			open("/w/" + workspace + "/" + path);
			assertThat(grid.locator("vaadin-grid-cell-content:visible:has-text('ARP')").first()).isVisible();
			page.waitForCondition(() -> !visibleHeaders(grid).contains("Location"));
			assertThat((Boolean) grid.evaluate(SCROLLS_SIDEWAYS)).as(path + " scrolls sideways at 390 px").isFalse();
		}
		page.setViewportSize(1280, 800);
		page.waitForCondition(() -> visibleHeaders(page.locator("#gallery")).contains("Location"));
	}

	/**
	 * The headers of the columns a table shows, never a row's cell: a location report's
	 * Type cell also reads "Location", but only once the demo's first sync has brought
	 * one.
	 */
	@SuppressWarnings("unchecked")
	private static List<String> visibleHeaders(Locator grid) {
		return (List<String>) grid.evaluate(VISIBLE_HEADERS);
	}

	private static final String VISIBLE_HEADERS = """
			grid => [...grid.shadowRoot.querySelectorAll('th[part~="header-cell"]')]
				.filter(header => header.offsetParent !== null)
				.map(header => header.querySelector('slot')?.assignedElements()[0]?.textContent.trim() ?? '')
			""";

	private static final String SCROLLS_SIDEWAYS = """
			grid => {
				const table = grid.shadowRoot.querySelector('#table');
				return table.scrollWidth > table.clientWidth + 1;
			}
			""";

	/**
	 * What does not fit the window: the page or a table scrolling sideways, a table
	 * reaching past the window's right edge (its action column out of sight), and text
	 * cut short in a table that has no tooltip to show it whole.
	 */
	private static final String MISFITS = """
			() => {
				const misfits = [];
				const width = window.innerWidth;
				if (document.documentElement.scrollWidth > width + 1) {
					misfits.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
				}
				// The header's controls (help, alerts, the person's menu) stay in reach on a phone.
				// (offsetParent is null under the header's fixed position, so visibility is read another way)
				for (const control of document.querySelectorAll('[slot="navbar"] vaadin-button, [slot="navbar"] vaadin-menu-bar')) {
					if (!control.checkVisibility()) continue;
					const right = control.getBoundingClientRect().right;
					if (right > width + 1) {
						misfits.push("the header's " + (control.id || control.localName) + ' ends at ' + Math.round(right)
							+ ' px, past the window');
					}
				}
				for (const grid of document.querySelectorAll('vaadin-grid')) {
					if (grid.offsetParent === null) continue;
					const name = 'table ' + (grid.id || grid.getAttribute('aria-label') || '(no id)');
					const table = grid.shadowRoot.querySelector('#table');
					if (table.scrollWidth > table.clientWidth + 1) {
						misfits.push(name + ' scrolls sideways (' + table.scrollWidth + ' px in ' + table.clientWidth + ')');
					}
					const right = grid.getBoundingClientRect().right;
					if (right > width + 1) {
						misfits.push(name + ' ends at ' + Math.round(right) + ' px, past the window');
					}
					const columnOf = cell => cell.assignedSlot?.parentElement?._column;
					// A body cell of a column that shows its cut text whole on hover (DD171);
					// _column is how vaadin-grid ties a cell to its column.
					const shownWholeOnHover = cell => cell.assignedSlot?.parentElement?.localName === 'td'
						&& !!columnOf(cell)?.hasAttribute('whole-text-on-hover')
						&& !!grid.querySelector(':scope > vaadin-tooltip[slot="tooltip"]');
					const cutCells = [...grid.querySelectorAll('vaadin-grid-cell-content')]
						.filter(cell => cell.offsetParent !== null && cell.textContent.trim() !== ''
							&& cell.scrollWidth > cell.clientWidth + 1);
					// The columns a manager reads to tell rows apart (GridColumns.NEVER_CUT)
					// are never cut, not even with a tooltip.
					const cutReadColumn = cutCells.filter(cell => !!columnOf(cell)?.hasAttribute('never-cut'));
					if (cutReadColumn.length > 0) {
						misfits.push(name + ' cuts "' + cutReadColumn[0].textContent.trim().slice(0, 40)
							+ '" in a column that must not shrink');
					}
					const cut = cutCells
						.filter(cell => !cell.querySelector('[title]') && !cell.hasAttribute('title'))
						.filter(cell => !shownWholeOnHover(cell));
					if (cut.length > 0) {
						misfits.push(name + ' cuts "' + cut[0].textContent.trim().slice(0, 40)
							+ '" and shows it nowhere whole');
					}
				}
				return misfits;
			}
			""";

	/**
	 * What a client viewer may never meet while the agency keeps costs hidden (the demo
	 * agencies' default, DD159): a credit, cost or price, or a control that writes
	 * (DD155).
	 */
	private static final String CLIENT_VIOLATIONS = """
			() => {
				const found = [];
				const main = document.querySelector('vaadin-app-layout') || document.body;
				const text = main.innerText;
				const money = text.match(/[^\\n]*(\\bcredits?\\b|\\$\\d)[^\\n]*/i);
				if (money) found.push('shows "' + money[0].trim().slice(0, 60) + '"');
				// The machinery a client viewer never sees (docs/ui.md, "Client viewers"): wire
				// timestamps, place ids, Locus's own ids, raw JSON, coordinates, the vendor.
				const machinery = [
					[/\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}/, 'an ISO timestamp'],
					[/\\bChIJ[\\w-]{8,}/, 'a place id'],
					[/\\b[0-9A-HJKMNP-TV-Z]{26}\\b/, 'an id'],
					[/\\{\\s*"[\\w-]+"\\s*:/, 'raw JSON'],
					[/-?\\d{1,3}\\.\\d{4,},\\s*-?\\d{1,3}\\.\\d{4,}/, 'coordinates'],
					[/\\bvendor\\b/i, 'the vendor']];
				for (const [pattern, what] of machinery) {
					const seen = text.match(pattern);
					if (seen) found.push('shows ' + what + ' "' + seen[0].slice(0, 40) + '"');
				}
				const writes = /^(save|delete|remove|add|create|edit|send|run|approve|reject|revoke|share(?! of)|upload|import|pause|resume|clone|invite|rotate|archive|withdraw)\\b/i;
				for (const control of document.querySelectorAll('vaadin-button, button, vaadin-upload')) {
					if (control.offsetParent === null) continue;
					const label = (control.innerText || control.getAttribute('aria-label') || '').trim();
					if (control.localName === 'vaadin-upload' || writes.test(label)) {
						found.push('offers "' + (label || control.localName) + '"');
					}
				}
				return found;
			}
			""";

	private final List<String> misfits = new ArrayList<>();

	private final List<String> clientViolations = new ArrayList<>();

	/** What axe finds, by "page rule". */
	private final Map<String, String> axe = new TreeMap<>();

	private void tour(String size, boolean clientViewer) {
		List<String> links = new ArrayList<>();
		for (Object link : (List<?>) page.evaluate(NAV_LINKS)) {
			links.add(String.valueOf(link));
		}
		assertThat(links).as("pages in the side navigation").isNotEmpty();
		for (String link : links) {
			String name = link.substring(0, link.indexOf(' '));
			String path = link.substring(link.indexOf(' ') + 1);
			open(path.startsWith("/") ? path : "/" + path);
			assertThat(page.locator("#unexpected-error, #not-found")).hasCount(0);
			assertThat(page.url()).as(name).doesNotContain("/login");
			screenshot("tour-" + size + "-" + name);
			for (Object misfit : (List<?>) page.evaluate(MISFITS)) {
				misfits.add(name + ": " + misfit);
			}
			if (clientViewer) {
				for (Object violation : (List<?>) page.evaluate(CLIENT_VIOLATIONS)) {
					clientViolations.add(name + ": " + violation);
				}
			}
			for (String violation : AxeAudit.violations(page)) {
				axe.put(name + " " + KnownViolations.rule(violation), name + ": " + violation);
			}
		}
		assertThat(misfits).as("what does not fit (" + size + ")").isEmpty();
		KnownViolations.write(size, axe.values());
		Set<String> known = KnownViolations.of(size);
		assertThat(axe.keySet().stream().filter(found -> !known.contains(found)).map(axe::get))
			.as("WCAG 2.2 AA violations axe finds on the " + size + " tour that known-violations.txt does not list")
			.isEmpty();
		KnownViolations.writeGone(size, known.stream().filter(listed -> !axe.containsKey(listed)).toList());
	}

}
