package app.locus.scans.ui;

import app.locus.base.WorkspaceId;
import app.locus.shell.NavEntry;
import app.locus.scans.UnknownSpendService;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The unknown-spends page in the side navigation, for everyone who may see the
 * workspace's credits (the credits page's filter leaves it out for the others), and the
 * "N spends with unknown outcome" link the dashboards show.
 */
@Configuration(proxyBeanMethods = false)
public class UnknownSpendsNavigation {

	static final String ROUTE = "w/:workspaceId/unknown-spends";

	public static final String ENTRY_ID = "unknown-spends";

	private static final String PAGE = "unknown-spends";

	@Bean
	NavEntry unknownSpendsNav() {
		return NavEntry.inWorkspace(ENTRY_ID, "shell.nav.unknown-spends", VaadinIcon.QUESTION_CIRCLE_O, PAGE, 46);
	}

	static String href(WorkspaceId workspace) {
		return "w/" + workspace.value() + "/" + PAGE;
	}

	/**
	 * "N spends with unknown outcome", linking to the page, in the page's language; an
	 * empty span when there are none or the person may not see the workspace's credits.
	 */
	public static Component countLink(UnknownSpendService spends, WorkspaceId workspace) {
		int count = spends.count(workspace);
		if (count == 0) {
			return new Span();
		}
		Anchor link = new Anchor();
		link.setHref(href(workspace));
		link.setText(link.getTranslation("scans.unknown-spends.count", count));
		link.setId("unknown-spends-count");
		return link;
	}

}
