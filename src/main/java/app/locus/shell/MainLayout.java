package app.locus.shell;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.Language;
import app.locus.reports.HeatmapPaletteService;
import app.locus.reports.heatmap.HeatmapPalette;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.SiteBranding;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.HasElement;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.avatar.Avatar;
import com.vaadin.flow.component.avatar.AvatarVariant;
import com.vaadin.flow.component.contextmenu.MenuItem;
import com.vaadin.flow.component.contextmenu.SubMenu;
import com.vaadin.flow.component.dependency.Uses;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.Icon;
import com.vaadin.flow.component.menubar.MenuBar;
import com.vaadin.flow.component.menubar.MenuBarVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.shared.Registration;
import com.vaadin.flow.spring.security.AuthenticationContext;

import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The frame of every signed-in page: the agency's branding (also in the page title and,
 * unless the platform operator hid it, a "Powered by Locus" line), the switcher between
 * the person's workspaces, the navigation their role may use, and their menu. Workspace
 * pages live at {@code w/:workspaceId/...}; a workspace the person may not open answers
 * as "not found" here already, before the page itself asks its service. What it shows on
 * every page is read again at most every {@link FrameMemo#FRESH} (or when told to
 * refresh), but whether the page's workspace may be opened is asked on every page.
 */
// The side navigation is markup (SideNavMarkup), so no Java code creates these components
// and the production bundle would not load their element code: the entries would draw as
// plain text that does not navigate.
@Uses(SideNav.class)
@Uses(SideNavItem.class)
@Uses(Icon.class)
public class MainLayout extends AppLayout implements BeforeEnterObserver, HasDynamicTitle {

	// Pages name the product in their @PageTitle; the layout puts the agency's name
	// there.
	private static final String PRODUCT_SUFFIX = " · " + SiteBranding.PLATFORM_NAME;

	/** The route parameter that names the open workspace. */
	public static final String WORKSPACE_PARAMETER = "workspaceId";

	private static final String LAST_WORKSPACE = MainLayout.class.getName() + ".lastWorkspace";

	private final transient WorkspaceService workspaceService;

	private final transient BrandingService brandingService;

	private final transient Navigation navigation;

	private final transient LanguageService languages;

	private final transient HeatmapPaletteService palettes;

	private final transient LocusUser user;

	private final transient List<WorkspaceNavFilter> navFilters;

	private final Div brand = new Div();

	private final Div noticeBar = new Div();

	private final Select<WorkspaceSummary> switcher = new Select<>();

	private final Html workspaceNav = SideNavMarkup.create("workspace-nav");

	private final Html agencyNav = SideNavMarkup.create("agency-nav");

	private final Paragraph poweredBy = new Paragraph();

	private String brandName = SiteBranding.PLATFORM_NAME;

	private List<WorkspaceSummary> workspaces = List.of();

	private @Nullable WorkspaceSummary current;

	private String currentPath = "";

	private @Nullable Registration shellListener;

	// What the frame shows now: a navigation sends only what changed, since the layout
	// stays while its pages change, and every component built anew is sent whole.
	private @Nullable SiteBranding shownBranding;

	private @Nullable List<WorkspaceSummary> shownWorkspaces;

	private final transient LayoutNotices layoutNotices;

	private final transient FrameMemo<UserId, List<WorkspaceSummary>> listed;

	private final transient FrameMemo<AgencyId, SiteBranding> branding;

	private final transient FrameMemo<WorkspaceId, List<SideNavMarkup.Link>> workspaceLinks;

	MainLayout(WorkspaceService workspaceService, BrandingService brandingService, Navigation navigation,
			CurrentUser currentUser, AuthenticationContext authentication, LanguageService languages,
			ObjectProvider<NavbarItem> navbarItems, List<LayoutNotice> notices, List<WorkspaceNavFilter> navFilters,
			Clock clock, HeatmapPaletteService palettes) {
		this.workspaceService = workspaceService;
		this.languages = languages;
		this.palettes = palettes;
		this.layoutNotices = new LayoutNotices(notices, clock);
		this.listed = new FrameMemo<>(clock);
		this.branding = new FrameMemo<>(clock);
		this.workspaceLinks = new FrameMemo<>(clock);
		this.navFilters = List.copyOf(navFilters);
		this.brandingService = brandingService;
		this.navigation = navigation;
		this.user = currentUser.require();

		brand.setId("brand");
		brand.getStyle().set("display", "flex").set("align-items", "center").set("gap", "var(--lumo-space-s)");
		switcher.setId("workspace-switcher");
		switcher.setAriaLabel(getTranslation("shell.switcher.label"));
		switcher.setPlaceholder(getTranslation("shell.switcher.none"));
		switcher.setItemLabelGenerator(WorkspaceSummary::name);
		switcher.addValueChangeListener(event -> {
			if (event.getValue() != null && !event.getValue().equals(current)) {
				open(event.getValue());
			}
		});

		noticeBar.setId("layout-notices");
		noticeBar.getStyle().set("display", "flex").set("gap", "var(--lumo-space-s)");
		HorizontalLayout navbar = new HorizontalLayout(new DrawerToggle(), brand, switcher, noticeBar);
		navbarItems.orderedStream()
			.forEach(item -> navbar.add(item.create(() -> current == null ? null : current.id())));
		navbar.add(userMenu(authentication));
		navbar.setWidthFull();
		navbar.setAlignItems(FlexComponent.Alignment.CENTER);
		navbar.expand(switcher);
		navbar.getStyle().set("padding-right", "var(--lumo-space-m)");
		addToNavbar(navbar);

		poweredBy.setText(getTranslation("shell.powered-by", SiteBranding.PLATFORM_NAME));
		poweredBy.setId("powered-by");
		poweredBy.getStyle()
			.set("color", "var(--lumo-secondary-text-color)")
			.set("font-size", "var(--lumo-font-size-s)")
			.set("padding", "0 var(--lumo-space-m)");
		addToDrawer(workspaceNav, agencyNav, poweredBy);
	}

	/** The signed-in person's own account page (tenancy's AccountView). */
	public static final String ACCOUNT_ROUTE = "account";

	/** The signed-in person's own two-factor page (twofactor's account view). */
	public static final String TWO_FACTOR_ROUTE = "account/two-factor";

	/** The signed-in person's connected AI assistants (assistants' account view). */
	public static final String ASSISTANTS_ROUTE = "account/assistants";

	private MenuBar userMenu(AuthenticationContext authentication) {
		MenuBar menu = new MenuBar();
		menu.setId("user-menu");
		menu.addThemeVariants(MenuBarVariant.LUMO_TERTIARY_INLINE);
		// initials and name; on a phone the name gives way to the initials (styles.css)
		Avatar initials = new Avatar(user.displayName());
		initials.addThemeVariants(AvatarVariant.LUMO_XSMALL);
		// hidden from screen readers, which hear the name, so it must not take the focus
		// either
		initials.getElement().setAttribute("aria-hidden", "true");
		initials.getElement().setAttribute("tabindex", "-1");
		Span name = new Span(user.displayName());
		name.addClassName("user-menu-name");
		Span label = new Span(initials, name);
		label.getStyle().set("display", "inline-flex").set("align-items", "center").set("gap", "var(--lumo-space-xs)");
		MenuItem account = menu.addItem(label);
		account.setAriaLabel(user.displayName());
		SubMenu items = account.getSubMenu();
		items.addItem(user.email()).setEnabled(false);
		items.addItem(getTranslation("shell.menu.my-account"), event -> UI.getCurrent().navigate(ACCOUNT_ROUTE))
			.setId("my-account");
		items.addItem(getTranslation("shell.menu.two-factor"), event -> UI.getCurrent().navigate(TWO_FACTOR_ROUTE))
			.setId("my-two-factor");
		items.addItem(getTranslation("shell.menu.assistants"), event -> UI.getCurrent().navigate(ASSISTANTS_ROUTE))
			.setId("my-assistants");
		languageMenu(items.addItem(getTranslation("shell.menu.language")));
		paletteMenu(items.addItem(getTranslation("shell.menu.heatmap-colours")));
		items.addItem(getTranslation("shell.menu.sign-out"), event -> authentication.logout()).setId("logout");
		return menu;
	}

	/**
	 * One item per language, each named in itself and ticked when it is the page's; a
	 * choice is stored for the next sign-in and the page loads again in it at once.
	 */
	private void languageMenu(MenuItem language) {
		language.setId("my-language");
		Language shown = Language.of(getLocale());
		for (Language each : Language.values()) {
			MenuItem item = language.getSubMenu().addItem(each.ownName(), event -> {
				SessionLanguage.use(UI.getCurrent(), languages.choose(each.code()));
				UI.getCurrent().getPage().reload();
			});
			item.setId("language-" + each.code());
			item.getElement().setAttribute("lang", each.code());
			item.setCheckable(true);
			item.setChecked(each == shown);
		}
	}

	/**
	 * One item per heatmap palette (DD226), ticked when it is the person's; a choice is
	 * stored and the page loads again in it at once.
	 */
	private void paletteMenu(MenuItem colours) {
		colours.setId("my-heatmap-palette");
		HeatmapPalette mine = palettes.mine();
		for (HeatmapPalette each : HeatmapPalette.values()) {
			MenuItem item = colours.getSubMenu().addItem(getTranslation(paletteName(each)), event -> {
				palettes.choose(each.code());
				UI.getCurrent().getPage().reload();
			});
			item.setId("palette-" + each.code());
			item.setCheckable(true);
			item.setChecked(each == mine);
		}
	}

	private static String paletteName(HeatmapPalette palette) {
		return switch (palette) {
			case STANDARD -> "shell.menu.heatmap-colours.standard";
			case COLOUR_BLIND_SAFE -> "shell.menu.heatmap-colours.colour-blind-safe";
		};
	}

	@Override
	protected void onAttach(AttachEvent event) {
		super.onAttach(event);
		shellListener = ComponentUtil.addListener(event.getUI(), ShellChanged.class, changed -> refresh());
	}

	@Override
	protected void onDetach(com.vaadin.flow.component.DetachEvent event) {
		if (shellListener != null) {
			shellListener.remove();
		}
		super.onDetach(event);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		currentPath = event.getLocation().getPath();
		workspaces = listedWorkspaces();
		Optional<String> requested = event.getRouteParameters().get(WORKSPACE_PARAMETER);
		if (requested.isPresent()) {
			Optional<WorkspaceSummary> visible = visible(requested.get());
			if (visible.isEmpty()) {
				event.rerouteToError(com.vaadin.flow.router.NotFoundException.class);
				return;
			}
			current = visible.get();
			event.getUI().getSession().setAttribute(LAST_WORKSPACE, current.id().value());
		}
		else {
			current = lastOrFirst(event.getUI());
		}
		showBranding(event.getUI());
		showWorkspaces();
	}

	/**
	 * The requested workspace if the person may open it now: a list older than this
	 * person's latest assignment is read again, and a workspace the list still holds is
	 * asked of the service, which knows of an assignment taken back a moment ago.
	 */
	private Optional<WorkspaceSummary> visible(String requested) {
		Optional<WorkspaceSummary> found = listedAs(requested);
		if (found.isEmpty()) {
			rereadWorkspaces();
			found = listedAs(requested);
		}
		if (found.isPresent()) {
			try {
				workspaceService.requireVisible(found.get().id());
			}
			catch (NotFoundException ex) {
				rereadWorkspaces();
				return Optional.empty();
			}
		}
		return found;
	}

	private Optional<WorkspaceSummary> listedAs(String requested) {
		return workspaces.stream().filter(workspace -> workspace.id().value().equals(requested)).findFirst();
	}

	private void rereadWorkspaces() {
		listed.forget();
		workspaces = listedWorkspaces();
	}

	private List<WorkspaceSummary> listedWorkspaces() {
		return listed.get(user.id(), id -> workspaceService.visibleWorkspaces());
	}

	private @Nullable WorkspaceSummary lastOrFirst(UI ui) {
		Object last = ui.getSession().getAttribute(LAST_WORKSPACE);
		return workspaces.stream()
			.filter(workspace -> workspace.id().value().equals(last))
			.findFirst()
			.orElse(workspaces.isEmpty() ? null : workspaces.get(0));
	}

	private void refresh() {
		UI ui = UI.getCurrent();
		shownBranding = null;
		shownWorkspaces = null;
		layoutNotices.forget();
		branding.forget();
		workspaceLinks.forget();
		rereadWorkspaces();
		if (current != null && !workspaces.contains(current)) {
			current = workspaces.stream()
				.filter(workspace -> workspace.id().equals(current.id()))
				.findFirst()
				.orElseGet(() -> lastOrFirst(ui));
		}
		showBranding(ui);
		showWorkspaces();
	}

	private void showBranding(UI ui) {
		SiteBranding site = branding.get(user.agencyId(), agency -> brandingService.currentSite());
		if (site.equals(shownBranding)) {
			return;
		}
		shownBranding = site;
		brandName = site.displayName();
		BrandingStyle.apply(ui.getElement().getStyle(), site.colour());
		poweredBy.setVisible(site.poweredByVisible());
		brand.removeAll();
		site.logoUrl().ifPresent(url -> {
			Image logo = new Image(url, getTranslation("shell.logo", site.displayName()));
			logo.setHeight("32px");
			brand.add(logo);
		});
		Span name = new Span(site.displayName());
		name.setId("brand-name");
		name.getStyle().set("font-weight", "600");
		brand.add(name);
	}

	/** The page's own name with the agency's name in place of the product's. */
	@Override
	public String getPageTitle() {
		List<HasElement> chain = UI.getCurrent().getInternals().getActiveRouterTargetsChain();
		return SiteBranding.title(chain.isEmpty() ? null : pageName(chain.get(0)), brandName);
	}

	private static @Nullable String pageName(HasElement page) {
		if (page instanceof NamedPage named) {
			return named.pageName();
		}
		return Optional.ofNullable(page.getClass().getAnnotation(PageTitle.class))
			.map(PageTitle::value)
			.map(title -> title.endsWith(PRODUCT_SUFFIX) ? title.substring(0, title.length() - PRODUCT_SUFFIX.length())
					: title)
			.orElse(null);
	}

	private void showWorkspaces() {
		if (!workspaces.equals(shownWorkspaces)) {
			// new items are new components in the browser: only when the list changed
			switcher.setItems(workspaces);
			shownWorkspaces = workspaces;
		}
		switcher.setValue(current);
		switcher.setVisible(!workspaces.isEmpty());

		List<SideNavMarkup.Link> links = current == null ? List.of()
				: workspaceLinks.get(current.id(), this::workspaceLinks);
		SideNavMarkup.show(workspaceNav, current == null ? null : current.name(), links);
		SideNavMarkup.show(agencyNav, getTranslation("shell.nav.agency-section"),
				navigation.visible(NavSection.AGENCY, user.role())
					.stream()
					.map(entry -> link(entry, entry.path()))
					.toList());
		showNotices();
	}

	private void showNotices() {
		if (!layoutNotices.changed(current == null ? null : current.id())) {
			return;
		}
		noticeBar.removeAll();
		for (LayoutNotice.Notice notice : layoutNotices.shown()) {
			String href = notice.href();
			Component link = href == null ? new Span(notice.text()) : new Anchor(href, notice.text());
			link.setId(notice.id());
			link.getElement().getThemeList().add("badge error");
			link.getStyle().set("color", "var(--lumo-error-text-color)").set("font-weight", "600");
			noticeBar.add(link);
		}
	}

	private List<SideNavMarkup.Link> workspaceLinks(WorkspaceId workspace) {
		return navigation.visible(NavSection.WORKSPACE, user.role())
			.stream()
			.filter(entry -> navFilters.stream().allMatch(filter -> filter.shows(entry, workspace)))
			.map(entry -> link(entry, entry.href(workspace)))
			.toList();
	}

	private SideNavMarkup.Link link(NavEntry entry, String href) {
		return new SideNavMarkup.Link(entry.id(), getTranslation(entry.labelKey()), entry.icon(), href);
	}

	/**
	 * Opens the same page in another workspace, or its first page if this one has no
	 * twin.
	 */
	private void open(WorkspaceSummary target) {
		WorkspaceId from = current == null ? null : current.id();
		String samePage = from == null ? null
				: navigation.workspaceEntryAt(currentPath, from).map(entry -> entry.href(target.id())).orElse(null);
		getUI().ifPresent(
				ui -> ui.navigate(samePage != null ? samePage : navigation.workspaceHome(target.id(), user.role())));
	}

}
