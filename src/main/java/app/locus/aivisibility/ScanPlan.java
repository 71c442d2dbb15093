package app.locus.aivisibility;

import org.jspecify.annotations.Nullable;

/**
 * What it takes to tell a change of {@code changePoints} from the noise of AI answers
 * with scans like the one being priced.
 *
 * @param baseline the series' share today, null when it has no scans yet (the plan then
 * assumes one half, the widest spread, and answers that vary independently)
 */
public record ScanPlan(int changePoints, SampleSizePlan plan, @Nullable Share baseline) {

}
