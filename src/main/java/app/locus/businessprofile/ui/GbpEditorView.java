package app.locus.businessprofile.ui;

import java.time.Clock;
import java.util.Locale;

import app.locus.base.WorkspaceId;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.locations.SavedLocation;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.timeline.TimelineService;
import app.locus.upstream.api.gbp.Verification;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * The editor of one linked business profile: a tab per area. Client viewers see every
 * area read-only. A banner warns when the merchant does not fully control the profile.
 */
@Route(value = GbpNavigation.EDITOR_ROUTE, layout = MainLayout.class)
@PermitAll
class GbpEditorView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient BusinessProfileService service;

	private final transient CurrentUser currentUser;

	private final transient ClientApprovalService approvals;

	private final transient Clock clock;

	private final transient TimelineService timeline;

	private final Paragraph approvalNote = new Paragraph(getTranslation("businessprofile.approval-note"));

	private final H2 title = new H2();

	private final Div banner = new Div();

	private final Paragraph verification = new Paragraph();

	private final TabSheet tabs = new TabSheet();

	GbpEditorView(BusinessProfileService service, ClientApprovalService approvals, CurrentUser currentUser, Clock clock,
			TimelineService timeline) {
		this.clock = clock;
		this.timeline = timeline;
		this.service = service;
		this.approvals = approvals;
		this.currentUser = currentUser;
		approvalNote.setId("gbp-approval-note");
		approvalNote.setVisible(false);
		getStyle().set("padding", "var(--lumo-space-l)");
		title.setId("gbp-title");
		banner.setId("gbp-control-banner");
		banner.getStyle()
			.set("background", "var(--lumo-error-color-10pct)")
			.set("padding", "var(--lumo-space-m)")
			.set("border-radius", "var(--lumo-border-radius-m)");
		banner.setVisible(false);
		verification.setId("gbp-verification");
		tabs.setId("gbp-tabs");
		tabs.setWidthFull();
		add(title, verification, banner, approvalNote, tabs);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId workspace = WorkspaceId
			.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		String placeId = event.getRouteParameters().get("placeId").orElse("");
		SavedLocation location = service.linkedLocation(workspace, placeId);
		title.setText(location.name());
		boolean canWrite = currentUser.require().role().canWrite();
		approvalNote.setVisible(approvals.proposesChanges(workspace));
		EditorContext context = new EditorContext(service, approvals, workspace, location.placeId(), canWrite,
				this::showRefusal, clock, timeline, this::getTranslation);
		context.read(() -> service.verification(workspace, placeId)).ifPresent(this::showVerification);
		tabs.add(getTranslation("businessprofile.tab.profile"), new ProfileTab(context));
		tabs.add(getTranslation("businessprofile.tab.hours"), new HoursTab(context));
		tabs.add(getTranslation("businessprofile.tab.posts"), new PostsTab(context));
		tabs.add(getTranslation("businessprofile.tab.media"), new MediaTab(context));
		tabs.add(getTranslation("businessprofile.tab.services"), new ServicesTab(context));
		tabs.add(getTranslation("businessprofile.tab.attributes"), new AttributesTab(context));
		tabs.add(getTranslation("businessprofile.tab.links"), new LinksTab(context));
		tabs.add(getTranslation("businessprofile.tab.reviews"), new ReviewsTab(context));
		tabs.add(getTranslation("businessprofile.tab.reference"), new ReferenceTab(context));
		tabs.add(getTranslation("businessprofile.tab.performance"), new PerformanceTab(context));
	}

	private void showVerification(Verification state) {
		String words = plain(state.verificationState());
		verification.setText(state.hasVoiceOfMerchant() ? getTranslation("businessprofile.verification.verified")
				: words == null ? getTranslation("businessprofile.verification.no-state")
						: getTranslation("businessprofile.verification.not-controlled", words));
		if (!state.hasVoiceOfMerchant()) {
			banner.setText(getTranslation("businessprofile.banner.will-refuse"));
			banner.setVisible(true);
		}
	}

	/**
	 * "SUSPENDED_OR_UNVERIFIED" as words, or null when the service gives none; the
	 * service's list of states is not shown.
	 */
	private static @Nullable String plain(@Nullable String state) {
		return state == null || state.isBlank() ? null : state.toLowerCase(Locale.ROOT).replace('_', ' ');
	}

	private void showRefusal(String message) {
		banner.setText(getTranslation("businessprofile.banner.refused", message));
		banner.setVisible(true);
	}

	@Override
	public String pageName() {
		return title.getText();
	}

}
