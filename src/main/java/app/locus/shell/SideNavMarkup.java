package app.locus.shell;

import java.util.List;
import java.util.Locale;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.jspecify.annotations.Nullable;
import org.springframework.web.util.HtmlUtils;

/**
 * A side navigation written as markup that the browser turns into the same
 * {@code vaadin-side-nav} with its items, icons and current-page highlight, held by one
 * server-side component instead of two per entry: every session keeps its layout's
 * components, and two dozen of them were a sixth of a client viewer's session (DD086).
 * Every text is escaped; ids and paths come from the navigation entries.
 */
final class SideNavMarkup {

	/** One entry as drawn: its element id is {@code nav-<id>}. */
	record Link(String id, String label, VaadinIcon icon, String path) {
	}

	private SideNavMarkup() {
	}

	/** An empty navigation with this element id, filled by {@link #show}. */
	static Html create(String id) {
		return new Html("<vaadin-side-nav id=\"" + id + "\"></vaadin-side-nav>");
	}

	/** What a navigation shows: kept with it to tell whether a new one differs. */
	private record Shown(@Nullable String label, List<Link> links) {
	}

	/**
	 * Replaces the navigation's label (none when null) and entries, unless it shows them
	 * already: new markup is parsed on the server and sent whole to the browser, on every
	 * navigation of the layout, though it changes only with the workspace (DD169).
	 */
	static void show(Html nav, @Nullable String label, List<Link> links) {
		Shown shown = new Shown(label, List.copyOf(links));
		if (shown.equals(ComponentUtil.getData(nav, Shown.class))) {
			return;
		}
		ComponentUtil.setData(nav, Shown.class, shown);
		StringBuilder markup = new StringBuilder("<vaadin-side-nav id=\"").append(nav.getElement().getAttribute("id"))
			.append("\">");
		if (label != null) {
			markup.append("<span slot=\"label\">").append(HtmlUtils.htmlEscape(label)).append("</span>");
		}
		for (Link link : links) {
			markup.append("<vaadin-side-nav-item id=\"nav-")
				.append(HtmlUtils.htmlEscape(link.id()))
				.append("\" path=\"")
				.append(HtmlUtils.htmlEscape(link.path()))
				.append("\"><vaadin-icon slot=\"prefix\" icon=\"vaadin:")
				.append(link.icon().name().toLowerCase(Locale.ROOT).replace('_', '-'))
				.append("\"></vaadin-icon>")
				.append(HtmlUtils.htmlEscape(link.label()))
				.append("</vaadin-side-nav-item>");
		}
		nav.setHtmlContent(markup.append("</vaadin-side-nav>").toString());
		nav.setVisible(!links.isEmpty());
	}

}
