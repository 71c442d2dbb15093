package app.locus.reviewinbox.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;

import app.locus.base.Role;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.reviewinbox.ReplyFields;
import app.locus.reviewinbox.ReplyTemplate;
import app.locus.reviewinbox.ReplyTemplateService;
import app.locus.reviewinbox.ReplyTemplates;
import app.locus.reviewinbox.ReviewInboxService;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * The reply templates of the review inbox (DD219): the agency's, which every client uses,
 * or one client's own, which replace them for that client. Each template answers the star
 * ratings ticked; several for the same stars are offered in turn. The agency's are
 * changed by its admins only; a manager reads them here.
 */
@Route(value = ReplyTemplatesView.ROUTE, layout = MainLayout.class)
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class ReplyTemplatesView extends Main implements NamedPage {

	static final String ROUTE = ReviewInboxNavigation.ROUTE + "/templates";

	private final transient ReplyTemplateService templates;

	private final boolean admin;

	private final Select<WorkspaceSummary> scope = new Select<>();

	private final VerticalLayout rows = new VerticalLayout();

	private final List<TemplateRow> shown = new ArrayList<>();

	private final Paragraph readOnly = new Paragraph();

	private final Button addButton = new Button();

	private final Button saveButton = new Button();

	ReplyTemplatesView(ReplyTemplateService templates, ReviewInboxService inbox, CurrentUser currentUser) {
		this.templates = templates;
		this.admin = currentUser.require().role() == Role.AGENCY_ADMIN;
		getStyle().set("padding", "var(--lumo-space-l)");
		scope.setId("reply-templates-scope");
		scope.setLabel(getTranslation("reviewinbox.templates.scope"));
		scope.setEmptySelectionAllowed(true);
		scope.setEmptySelectionCaption(getTranslation("reviewinbox.templates.agency"));
		scope.setItems(inbox.choices().clients());
		scope.setItemLabelGenerator(client -> client == null ? getTranslation("reviewinbox.templates.agency")
				: getTranslation("reviewinbox.templates.client", client.name()));
		scope.addValueChangeListener(event -> show());
		readOnly.setId("reply-templates-read-only");
		readOnly.setText(getTranslation("reviewinbox.templates.adminsOnly"));
		rows.setId("reply-templates");
		rows.setPadding(false);
		addButton.setText(getTranslation("reviewinbox.templates.add"));
		addButton.setId("reply-templates-add");
		addButton.addClickListener(event -> addRow(new ReplyTemplate(Set.of(5), "")));
		saveButton.setText(getTranslation("reviewinbox.templates.save"));
		saveButton.setId("reply-templates-save");
		saveButton.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		saveButton.addClickListener(event -> save());
		add(new H2(getTranslation("reviewinbox.templates.title")),
				new Paragraph(getTranslation("reviewinbox.templates.intro", String.join(", ", ReplyFields.ALL))), scope,
				readOnly, rows, new HorizontalLayout(addButton, saveButton));
		show();
	}

	@Override
	public String pageName() {
		return getTranslation("reviewinbox.templates.title");
	}

	private void show() {
		WorkspaceSummary client = scope.getValue();
		boolean editable = client != null || admin;
		readOnly.setVisible(!editable);
		addButton.setVisible(editable);
		saveButton.setVisible(editable);
		rows.removeAll();
		shown.clear();
		ReplyTemplates stored = client == null ? templates.agencyTemplates() : templates.clientTemplates(client.id());
		stored.templates().forEach(this::addRow);
		if (stored.templates().isEmpty()) {
			rows.add(new Paragraph(getTranslation(
					client == null ? "reviewinbox.templates.noneAgency" : "reviewinbox.templates.noneClient")));
		}
		shown.forEach(row -> row.setReadOnly(!editable));
	}

	private void addRow(ReplyTemplate template) {
		if (shown.isEmpty()) {
			rows.removeAll();
		}
		TemplateRow row = new TemplateRow(shown.size() + 1, template);
		shown.add(row);
		rows.add(row);
	}

	private void save() {
		WorkspaceSummary client = scope.getValue();
		Map<String, HasValidation> fields = new HashMap<>();
		shown.forEach(row -> {
			fields.put("stars." + row.number, row.stars);
			fields.put("text." + row.number, row.text);
		});
		ReplyTemplates replacement = new ReplyTemplates(shown.stream().map(TemplateRow::template).toList());
		boolean saved = ServiceCall.run(fields, () -> {
			if (client == null) {
				templates.saveAgencyTemplates(replacement);
			}
			else {
				templates.saveClientTemplates(client.id(), replacement);
			}
		});
		if (saved) {
			Notices.success(getTranslation("reviewinbox.templates.saved", replacement.templates().size()));
			show();
		}
	}

	private void removeRow(TemplateRow row) {
		List<ReplyTemplate> kept = shown.stream().filter(other -> other != row).map(TemplateRow::template).toList();
		rows.removeAll();
		shown.clear();
		kept.forEach(this::addRow);
	}

	/** One template: the stars it answers, its text, and a way to remove it. */
	private final class TemplateRow extends Div {

		private final int number;

		private final CheckboxGroup<Integer> stars = new CheckboxGroup<>();

		private final TextArea text = new TextArea();

		private final Button removeButton = new Button();

		TemplateRow(int number, ReplyTemplate template) {
			this.number = number;
			addClassName("reply-template");
			setWidthFull();
			stars.setId("reply-template-stars-" + number);
			stars.setLabel(getTranslation("reviewinbox.templates.stars", number));
			stars.setItems(IntStream.rangeClosed(1, 5).boxed().toList());
			stars.setItemLabelGenerator(count -> getTranslation("reviewinbox.stars", count));
			stars.setValue(new TreeSet<>(template.stars()));
			text.setId("reply-template-text-" + number);
			text.setLabel(getTranslation("reviewinbox.templates.text", number));
			text.setValue(template.text() == null ? "" : template.text());
			text.setWidthFull();
			removeButton.setText(getTranslation("reviewinbox.templates.remove"));
			removeButton.setId("reply-template-remove-" + number);
			removeButton.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
			removeButton.addClickListener(event -> removeRow(this));
			add(stars, text, removeButton);
		}

		ReplyTemplate template() {
			return new ReplyTemplate(stars.getValue(), text.getValue());
		}

		void setReadOnly(boolean readOnly) {
			stars.setReadOnly(readOnly);
			text.setReadOnly(readOnly);
			removeButton.setVisible(!readOnly);
		}

	}

}
