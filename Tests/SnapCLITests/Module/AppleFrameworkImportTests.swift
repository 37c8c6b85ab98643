import Foundation
@testable import snap
import Testing

/// A module whose files import Apple's logging, notification and network frameworks compiles and
/// renders; its log reaches standard error only with SNAP_LOG=1.
struct AppleFrameworkImportTests {
    static let model = """
    import Observation
    import os.log
    import Network
    import UserNotifications

    let log = Logger(subsystem: "com.example.app", category: "model")

    @Observable final class Connectivity {
        var online = false
        var pending = 0
        let monitor = NWPathMonitor()
        init() {
            monitor.pathUpdateHandler = { path in self.online = path.status == .satisfied }
            monitor.start(queue: DispatchQueue(label: "net"))
            let content = UNMutableNotificationContent()
            content.title = "Hi"
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
            UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "a", content: content, trigger: trigger))
            UNUserNotificationCenter.current().getPendingNotificationRequests { self.pending = $0.count }
            log.info("online \\(self.online, privacy: .public), pending \\(self.pending)")
        }
    }
    """

    static let view = """
    import SwiftUI
    import OSLog

    struct StatusView: View {
        @State private var model = Connectivity()
        var body: some View {
            Text(model.online ? "Online, \\(model.pending) pending" : "Offline")
        }
    }

    #Preview { StatusView() }
    """

    @Test func frameworksCompileAndLogOnlyWhenAsked() throws {
        let snap = SnapFileTests()
        try snap.write("Connectivity.swift", Self.model)
        try snap.write("StatusView.swift", Self.view)
        let quiet = try snap.run(["render", "StatusView.swift", "--layout-json", "tree.json", "--quiet"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(!quiet.stderr.contains("online"))
        let json = try String(contentsOf: snap.directory.appendingPathComponent("tree.json"), encoding: .utf8)
        #expect(json.contains("\"text\" : \"Online, 1 pending\""))
        let logged = try snap.run(["render", "StatusView.swift", "--quiet"], environment: ["SNAP_LOG": "1"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stderr.contains("[com.example.app:model] info: online true, pending 1"))
    }

    @Test func importsOfOSAreImportsOfItsModule() {
        let source = "import os\nimport os.log\nimport OSLog\nimport struct os.Logger\n@preconcurrency import os.signpost\nimport Network\n"
        let text = PreviewSourceFile(source: source, configuration: PreviewBuildConfiguration(swiftVersion: "6")).compiledText
        #expect(text == "import _OSLog\nimport _OSLog\nimport _OSLog\nimport struct _OSLog.Logger\n"
                + "@preconcurrency import _OSLog     \nimport Network\n")
        #expect(PreviewBuildConfiguration.importable.isSuperset(of: ["os", "OSLog", "Network", "UserNotifications"]))
    }
}
