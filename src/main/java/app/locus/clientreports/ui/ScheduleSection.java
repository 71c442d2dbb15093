package app.locus.clientreports.ui;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.TextStyle;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.base.ui.TimeInputs;
import app.locus.clientreports.ClientReportScheduleService;
import app.locus.clientreports.Frequency;
import app.locus.clientreports.ReportSchedule;
import app.locus.clientreports.ScheduleRule;
import app.locus.clientreports.ScheduleInput;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextArea;
import org.jspecify.annotations.Nullable;

/**
 * The schedule that mails the report to the client's contacts, their addresses, and "Run
 * now" (DD147); shown to managers and admins only.
 */
class ScheduleSection extends Div {

	/** The zone the next run is shown in, named beside it. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient ClientReportScheduleService schedules;

	private final transient Runnable afterRun;

	private final Select<Frequency> frequency = new Select<>();

	private final Select<DayOfWeek> weekday = new Select<>();

	private final IntegerField dayOfMonth = new IntegerField();

	private final TextField time = TimeInputs.field(getTranslation("clientreports.schedule.time"));

	private final ComboBox<String> zone = new ComboBox<>();

	private final Paragraph status = new Paragraph();

	private final TextArea contacts = new TextArea();

	@SuppressWarnings("NullAway.Init") // set in show, before the section is shown
	private transient WorkspaceId workspace;

	ScheduleSection(ClientReportScheduleService schedules, Runnable afterRun) {
		this.schedules = schedules;
		this.afterRun = afterRun;
		setId("client-report-schedule");
		frequency.setId("client-report-frequency");
		frequency.setLabel(getTranslation("clientreports.schedule.frequency"));
		frequency.setItems(Frequency.values());
		frequency.setItemLabelGenerator(this::frequencyName);
		weekday.setId("client-report-weekday");
		weekday.setLabel(getTranslation("clientreports.schedule.weekday"));
		weekday.setEmptySelectionAllowed(true);
		weekday.setEmptySelectionCaption(getTranslation("clientreports.schedule.weekday.none"));
		weekday.setItems(DayOfWeek.values());
		weekday.setItemLabelGenerator(
				day -> day == null ? getTranslation("clientreports.schedule.weekday.none") : weekdayItem(day));
		weekday.setHelperText(getTranslation("clientreports.schedule.weekday.help"));
		dayOfMonth.setLabel(getTranslation("clientreports.schedule.day"));
		dayOfMonth.setId("client-report-day");
		dayOfMonth.setMin(1);
		dayOfMonth.setMax(28);
		dayOfMonth.setHelperText(getTranslation("clientreports.schedule.day.help", 1, ScheduleRule.LAST_DAY_OF_MONTH));
		time.setId("client-report-time");
		zone.setLabel(getTranslation("clientreports.schedule.zone"));
		zone.setId("client-report-zone");
		zone.setItems(new TreeSet<>(ZoneId.getAvailableZoneIds()));
		contacts.setLabel(getTranslation("clientreports.contacts"));
		contacts.setId("client-report-contacts");
		contacts.setWidthFull();
		contacts.setHelperText(getTranslation("clientreports.contacts.help", ClientReportScheduleService.CONTACTS_MAX));
		status.setId("client-report-schedule-status");
		Button save = new Button(getTranslation("clientreports.schedule.save"), event -> save());
		save.setId("client-report-schedule-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button remove = new Button(getTranslation("clientreports.schedule.remove"), event -> remove());
		remove.setId("client-report-schedule-remove");
		Button saveContacts = new Button(getTranslation("clientreports.contacts.save"), event -> saveContacts());
		saveContacts.setId("client-report-contacts-save");
		Button runNow = new Button(getTranslation("clientreports.run-now"), event -> runNow());
		runNow.setId("client-report-run-now");
		runNow.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		add(new H3(getTranslation("clientreports.schedule.title")), contacts, new Div(saveContacts), status,
				new HorizontalLayout(frequency, weekday, dayOfMonth, time, zone), new HorizontalLayout(save, remove),
				new Paragraph(getTranslation("clientreports.run-now.help")), runNow);
	}

	void show(WorkspaceId id) {
		workspace = id;
		contacts.setValue(String.join("\n", schedules.contacts(id)));
		Optional<ReportSchedule> saved = schedules.schedule(id);
		if (saved.isPresent()) {
			ReportSchedule schedule = saved.get();
			frequency.setValue(schedule.rule().frequency());
			weekday.setValue(schedule.rule().weekday());
			dayOfMonth.setValue(schedule.rule().dayOfMonth());
			TimeInputs.show(time, schedule.rule().time());
			zone.setValue(schedule.rule().zone().getId());
		}
		else {
			frequency.setValue(Frequency.MONTHLY);
			weekday.setValue(DayOfWeek.MONDAY);
			dayOfMonth.clear();
			TimeInputs.show(time, LocalTime.of(8, 0));
			zone.setValue(schedules.defaultZone(id).getId());
		}
		describe(saved.orElse(null));
	}

	private void describe(@Nullable ReportSchedule schedule) {
		status.setText(schedule == null ? getTranslation("clientreports.schedule.none")
				: getTranslation("clientreports.schedule.status", rule(schedule.rule()),
						LocaleFormats.of(getLocale()).instant(schedule.nextRunAt(), UTC)));
	}

	/** The rule in words: "Every week on Monday at 08:00 (Europe/London)". */
	private String rule(ScheduleRule rule) {
		String at = LocaleFormats.of(getLocale()).time(rule.time());
		String zoneId = rule.zone().getId();
		if (rule.frequency() == Frequency.WEEKLY) {
			return getTranslation("clientreports.schedule.rule.weekly", weekdayName(rule.weekday()), at, zoneId);
		}
		if (rule.dayOfMonth() != null) {
			return getTranslation("clientreports.schedule.rule.monthly-day", rule.dayOfMonth(), at, zoneId);
		}
		return getTranslation("clientreports.schedule.rule.monthly-weekday", weekdayName(rule.weekday()), at, zoneId);
	}

	/** A weekday as a sentence writes it: "Monday", "lundi". */
	private String weekdayName(@Nullable DayOfWeek day) {
		return Objects.requireNonNull(day).getDisplayName(TextStyle.FULL, getLocale());
	}

	/** A weekday as a list offers it, with a capital: "Monday", "Lundi". */
	private String weekdayItem(DayOfWeek day) {
		String name = day.getDisplayName(TextStyle.FULL, getLocale());
		return name.substring(0, 1).toUpperCase(getLocale()) + name.substring(1);
	}

	private String frequencyName(Frequency chosen) {
		return getTranslation(switch (chosen) {
			case WEEKLY -> "clientreports.frequency.weekly";
			case MONTHLY -> "clientreports.frequency.monthly";
		});
	}

	private void save() {
		if (time.isInvalid()) {
			// the field says why; what was typed stays for correcting
			return;
		}
		ScheduleInput input = new ScheduleInput(frequency.getValue(), weekday.getValue(), dayOfMonth.getValue(),
				TimeInputs.read(time.getValue()).orElse(null), zone.getValue());
		AtomicReference<ReportSchedule> saved = new AtomicReference<>();
		if (ServiceCall.run(Map.of("frequency", frequency, "weekday", weekday, "dayOfMonth", dayOfMonth, "time", time,
				"zone", zone), () -> saved.set(schedules.saveSchedule(workspace, input)))) {
			describe(Objects.requireNonNull(saved.get()));
			Notices.success(getTranslation("clientreports.schedule.saved"));
		}
	}

	private void remove() {
		if (ServiceCall.run(() -> schedules.deleteSchedule(workspace))) {
			describe(null);
			Notices.success(getTranslation("clientreports.schedule.removed"));
		}
	}

	private void saveContacts() {
		List<String> typed = Arrays.asList(contacts.getValue().split("\n"));
		AtomicReference<List<String>> saved = new AtomicReference<>();
		if (ServiceCall.run(Map.of("contacts", contacts), () -> saved.set(schedules.saveContacts(workspace, typed)))) {
			List<String> kept = Objects.requireNonNull(saved.get());
			contacts.setValue(String.join("\n", kept));
			Notices.success(getTranslation("clientreports.contacts.saved", kept.size()));
		}
	}

	private void runNow() {
		if (ServiceCall.run(Map.of("contacts", contacts), () -> schedules.runNow(workspace))) {
			Notices.success(getTranslation("clientreports.run-now.done"));
			afterRun.run();
		}
	}

}
