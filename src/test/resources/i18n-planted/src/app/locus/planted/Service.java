package app.locus.planted;

// Parsed by ViewTextsTest, never compiled: not a view, so its texts are not looked at.
class Service {

	void run() {
		Notices.success("A service's words are its own affair");
	}

}
