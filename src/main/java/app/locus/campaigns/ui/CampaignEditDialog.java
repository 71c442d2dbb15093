package app.locus.campaigns.ui;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import app.locus.base.ui.LengthLimit;
import app.locus.base.ui.ServiceCall;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignEdit;
import app.locus.campaigns.CampaignOptions;
import app.locus.campaigns.CampaignOptions.Option;
import app.locus.campaigns.CampaignService;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.ItemLabelGenerator;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.jspecify.annotations.Nullable;

/**
 * Edits a campaign's name, grid, radius, unit and frequency; the service decides
 * (campaigns/update) and the dialog shows each field it refuses on that field. Its words
 * are the form's, in the page's language.
 */
class CampaignEditDialog extends Dialog {

	private final TextField name = new TextField(getTranslation("campaigns.form.name"));

	private final Select<Integer> grid = new Select<>();

	private final TextField radius = new TextField(getTranslation("campaigns.form.radius"));

	private final Select<Option> unit = new Select<>();

	private final Select<Option> frequency = new Select<>();

	/**
	 * @param save sends the edit; a refusal is thrown as the service's typed error
	 */
	CampaignEditDialog(Campaign campaign, Consumer<CampaignEdit> save) {
		setHeaderTitle(getTranslation("campaigns.edit.title", campaign.name()));
		setId("campaign-edit-dialog");
		CampaignEdit current = CampaignEdit.of(campaign);
		name.setId("campaign-edit-name");
		LengthLimit.apply(name, CampaignService.NAME_MAX);
		name.setValue(current.name());
		grid.setId("campaign-edit-grid");
		grid.setLabel(getTranslation("campaigns.form.grid"));
		grid.setItems(CampaignOptions.gridSizes());
		grid.setItemLabelGenerator(size -> getTranslation("campaigns.form.grid.size", size));
		grid.setValue(current.gridSize());
		radius.setId("campaign-edit-radius");
		radius.setValue(current.radius());
		unit.setId("campaign-edit-unit");
		unit.setLabel(getTranslation("campaigns.form.unit"));
		select(unit, CampaignOptions.units(), option -> CampaignForm.unitLabel(this::getTranslation, option),
				current.measurement());
		frequency.setId("campaign-edit-frequency");
		frequency.setLabel(getTranslation("campaigns.form.frequency"));
		select(frequency, CampaignOptions.frequencies(),
				option -> CampaignForm.frequencyLabel(this::getTranslation, option), current.frequency());
		add(new FormLayout(name, grid, radius, unit, frequency));
		Button saveButton = new Button(getTranslation("common.save"), event -> {
			if (ServiceCall.run(fields(), () -> save.accept(edit()))) {
				close();
			}
		});
		saveButton.setId("campaign-edit-save");
		saveButton.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button(getTranslation("campaigns.cancel"), event -> close());
		cancel.setId("campaign-edit-cancel");
		getFooter().add(cancel, saveButton);
	}

	private static void select(Select<Option> select, List<Option> options, ItemLabelGenerator<Option> label,
			@Nullable String code) {
		select.setItems(options);
		select.setItemLabelGenerator(label);
		options.stream().filter(option -> option.code().equals(code)).findFirst().ifPresent(select::setValue);
	}

	private Map<String, HasValidation> fields() {
		return Map.of("name", name, "gridSize", grid, "radius", radius, "measurement", unit, "frequency", frequency);
	}

	private CampaignEdit edit() {
		return new CampaignEdit(name.getValue(), grid.getValue(), radius.getValue(), code(unit.getValue()),
				code(frequency.getValue()));
	}

	private static @Nullable String code(@Nullable Option option) {
		return option == null ? null : option.code();
	}

}
