package app.locus.clientreports.ui;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.Counted;
import app.locus.base.WorkspaceId;
import app.locus.base.mail.OutgoingMail;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.base.ui.TimeInputs;
import app.locus.clientreports.ClientReportScheduleService;
import app.locus.clientreports.Frequency;
import app.locus.clientreports.ReportSchedule;
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

	private final transient ClientReportScheduleService schedules;

	private final transient Runnable afterRun;

	private final Select<Frequency> frequency = new Select<>();

	private final Select<DayOfWeek> weekday = new Select<>();

	private final IntegerField dayOfMonth = new IntegerField("Day of the month");

	private final TextField time = TimeInputs.field("Time");

	private final ComboBox<String> zone = new ComboBox<>("Time zone");

	private final Paragraph status = new Paragraph();

	private final TextArea contacts = new TextArea("Client contacts, one e-mail address per line");

	@SuppressWarnings("NullAway.Init") // set in show, before the section is shown
	private transient WorkspaceId workspace;

	ScheduleSection(ClientReportScheduleService schedules, Runnable afterRun) {
		this.schedules = schedules;
		this.afterRun = afterRun;
		setId("client-report-schedule");
		frequency.setId("client-report-frequency");
		frequency.setLabel("How often");
		frequency.setItems(Frequency.values());
		frequency.setItemLabelGenerator(Frequency::label);
		weekday.setId("client-report-weekday");
		weekday.setLabel("Weekday");
		weekday.setEmptySelectionAllowed(true);
		weekday.setEmptySelectionCaption("None");
		weekday.setItems(DayOfWeek.values());
		weekday.setItemLabelGenerator(
				day -> day == null ? "None" : day.name().charAt(0) + day.name().substring(1).toLowerCase(Locale.ROOT));
		weekday.setHelperText("Monthly: the month's first such weekday, or leave it empty and choose a day.");
		dayOfMonth.setId("client-report-day");
		dayOfMonth.setMin(1);
		dayOfMonth.setMax(28);
		dayOfMonth.setHelperText("Monthly only, 1 to 28.");
		time.setId("client-report-time");
		zone.setId("client-report-zone");
		zone.setItems(new TreeSet<>(ZoneId.getAvailableZoneIds()));
		contacts.setId("client-report-contacts");
		contacts.setWidthFull();
		contacts.setHelperText("Up to " + ClientReportScheduleService.CONTACTS_MAX + " addresses.");
		status.setId("client-report-schedule-status");
		Button save = new Button("Save schedule", event -> save());
		save.setId("client-report-schedule-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button remove = new Button("Remove schedule", event -> remove());
		remove.setId("client-report-schedule-remove");
		Button saveContacts = new Button("Save contacts", event -> saveContacts());
		saveContacts.setId("client-report-contacts-save");
		Button runNow = new Button("Run now", event -> runNow());
		runNow.setId("client-report-run-now");
		runNow.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		add(new H3("Mail it to the client"), contacts, new Div(saveContacts), status,
				new HorizontalLayout(frequency, weekday, dayOfMonth, time, zone), new HorizontalLayout(save, remove),
				new Paragraph("Run now makes the report and mails it to the contacts at once."), runNow);
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
		status.setText(schedule == null ? "No schedule: reports are mailed only when you run them."
				: schedule.rule().describe() + ". Next: " + OutgoingMail.when(schedule.nextRunAt()) + ".");
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
			Notices.success("The schedule is saved.");
		}
	}

	private void remove() {
		if (ServiceCall.run(() -> schedules.deleteSchedule(workspace))) {
			describe(null);
			Notices.success("The schedule is removed.");
		}
	}

	private void saveContacts() {
		List<String> typed = Arrays.asList(contacts.getValue().split("\n"));
		AtomicReference<List<String>> saved = new AtomicReference<>();
		if (ServiceCall.run(Map.of("contacts", contacts), () -> saved.set(schedules.saveContacts(workspace, typed)))) {
			List<String> kept = Objects.requireNonNull(saved.get());
			contacts.setValue(String.join("\n", kept));
			Notices.success(Counted.of(kept.size(), "contact", "contacts") + " saved.");
		}
	}

	private void runNow() {
		if (ServiceCall.run(Map.of("contacts", contacts), () -> schedules.runNow(workspace))) {
			Notices.success("The report is made and mailed to the contacts.");
			afterRun.run();
		}
	}

}
