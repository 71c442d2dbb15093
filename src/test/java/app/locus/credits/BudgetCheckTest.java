package app.locus.credits;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BudgetCheckTest {

	@Test
	void the_overrun_is_what_the_month_ends_past_its_budget() {
		assertThat(new BudgetCheck(100L, 80, 30).overrun()).isEqualTo(10);
		assertThat(new BudgetCheck(100L, 80, 30).exceeds()).isTrue();
	}

	@Test
	void a_spend_that_reaches_the_budget_exactly_stays_within_it() {
		assertThat(new BudgetCheck(100L, 70, 30).exceeds()).isFalse();
		assertThat(new BudgetCheck(100L, 70, 30).overrun()).isZero();
	}

	@Test
	void without_a_budget_nothing_is_over() {
		assertThat(new BudgetCheck(null, 500, 30).exceeds()).isFalse();
		assertThat(new BudgetCheck(null, 500, 30).overrun()).isZero();
	}

}
