package app.locus.businessprofile.ui;

import java.util.List;

import app.locus.base.ui.DirectRowsGrid;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.ActionLink;
import app.locus.upstream.api.gbp.ActionType;
import app.locus.upstream.api.gbp.GbpText;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;

/**
 * Action links: the types this location may use, create, change, delete. Links a
 * third-party provider manages cannot be changed here, and the row says why.
 */
class LinksTab extends AreaTab {

	private final Grid<ActionLink> grid = new DirectRowsGrid<>();

	private final Select<ActionType> type = new Select<>();

	private final TextField url = new TextField(getTranslation("businessprofile.links.url"));

	private final Checkbox preferred = new Checkbox(getTranslation("businessprofile.links.preferred-of-type"));

	LinksTab(EditorContext context) {
		super(context);
		grid.setId("links-grid");
		grid.setAllRowsVisible(true);
		grid.addColumn(ActionLink::type).setHeader(getTranslation("businessprofile.links.type"));
		grid.addColumn(ActionLink::url).setHeader(getTranslation("businessprofile.links.address")).setFlexGrow(2);
		grid.addColumn(link -> link.preferred() ? getTranslation("businessprofile.links.preferred") : "").setHeader("");
		grid.addComponentColumn(this::actions).setKey("actions").setHeader("").setFlexGrow(2);
		type.setId("link-type");
		type.setLabel(getTranslation("businessprofile.links.type"));
		type.setItemLabelGenerator(ActionType::displayName);
		url.setId("link-url");
		limit(url);
		preferred.setId("link-preferred");
		add(grid);
		HorizontalLayout form = new HorizontalLayout(type, url, preferred,
				button("link-create", getTranslation("businessprofile.links.add"),
						() -> context
							.write(new ProfileChange.CreateLink(type.getValue() == null ? null : type.getValue().type(),
									url.getValue(), preferred.getValue()), () -> {
										url.clear();
										load();
									})));
		form.setAlignItems(Alignment.BASELINE);
		addWriting(form);
	}

	@Override
	void load() {
		context.read(() -> context.service().links(context.workspace(), context.placeId())).ifPresent(grid::setItems);
		if (context.canWrite()) {
			context.read(() -> context.service().actionTypes(context.workspace(), context.placeId()))
				.ifPresent(type::setItems);
		}
	}

	private Component actions(ActionLink link) {
		if (!link.editable()) {
			Span reason = new Span(getTranslation("businessprofile.links.not-editable"));
			reason.setId("link-readonly-" + link.linkId());
			return reason;
		}
		if (!context.canWrite()) {
			return new Span();
		}
		return new HorizontalLayout(
				button("link-edit-" + link.linkId(), getTranslation("businessprofile.links.edit"), () -> edit(link)),
				button("link-delete-" + link.linkId(), getTranslation("businessprofile.links.delete"),
						() -> context.write(new ProfileChange.DeleteLink(link.linkId()),
								List.of(getTranslation("businessprofile.links.detail", link.type(), link.url())),
								this::load)));
	}

	private void edit(ActionLink link) {
		Dialog dialog = new Dialog();
		dialog.setId("link-edit-dialog");
		dialog.setHeaderTitle(getTranslation("businessprofile.links.change"));
		TextField newUrl = new TextField(getTranslation("businessprofile.links.url"));
		newUrl.setId("link-edit-url");
		limit(newUrl);
		newUrl.setValue(link.url() == null ? "" : link.url());
		Checkbox newPreferred = new Checkbox(getTranslation("businessprofile.links.preferred"), link.preferred());
		newPreferred.setId("link-edit-preferred");
		Button save = button("link-edit-save", getTranslation("common.save"), () -> {
			dialog.close();
			String changedUrl = newUrl.getValue().equals(link.url()) ? null : newUrl.getValue();
			Boolean changedPreference = newPreferred.getValue() == link.preferred() ? null : newPreferred.getValue();
			context.write(new ProfileChange.UpdateLink(link.linkId(), changedUrl, changedPreference), this::load);
		});
		dialog.add(newUrl, newPreferred);
		dialog.getFooter().add(new Button(getTranslation("businessprofile.cancel"), event -> dialog.close()), save);
		dialog.open();
	}

	/** The link address's limit on its field, said in the page's language. */
	private void limit(TextField field) {
		TextLimits.limit(field, GbpText.LINK_ADDRESS);
		field.setHelperText(getTranslation("businessprofile.limit", String.valueOf(GbpText.LINK_ADDRESS.max())));
	}

}
