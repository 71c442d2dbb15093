package app.locus.browser;

/**
 * The demo sign-ins the embedded default seeds (README, {@code demo.DemoData}); their
 * passwords are public on purpose.
 */
enum DemoLogin {

	NORTHWIND_ADMIN("admin@northwind.test", "northwind-admin-1"),

	NORTHWIND_MANAGER("manager@northwind.test", "northwind-manager-1"),

	BLUE_BOTTLE_CLIENT("client@bluebottle.test", "bluebottle-client-1"),

	SUMMIT_ADMIN("admin@summit.test", "summit-admin-1"),

	FRESH_ADMIN("admin@fresh.test", "fresh-admin-1");

	private final String email;

	private final String password;

	DemoLogin(String email, String password) {
		this.email = email;
		this.password = password;
	}

	String email() {
		return email;
	}

	String password() {
		return password;
	}

}
