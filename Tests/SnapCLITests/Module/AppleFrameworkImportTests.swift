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

    /// One file for each framework, each answering from it; a view shows their answers.
    static let frameworkFiles = [
        "Tip.swift": """
        import TipKit
        import SwiftUI

        struct FavoriteTip: Tip {
            @Parameter static var isLoggedIn: Bool = true
            var title: Text { Text("Save as a Favorite") }
            var image: Image? { Image(systemName: "star") }
            var rules: [Rule] { #Rule(Self.$isLoggedIn) { $0 } }
        }
        """,
        "Auth.swift": """
        import LocalAuthentication
        func biometry() -> String {
            var error: NSError?
            return LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) ? "yes" : "no \\(error!.code)"
        }
        """,
        "Refresh.swift": """
        import BackgroundTasks
        func refresh() -> String {
            do { try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "refresh")); return "submitted" }
            catch BGTaskScheduler.Error.unavailable { return "unavailable" } catch { return "error" }
        }
        """,
        "Search.swift": """
        import CoreSpotlight
        import UniformTypeIdentifiers
        func index() -> String {
            let item = CSSearchableItem(uniqueIdentifier: "1", domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet(contentType: .text))
            var indexed = "no"
            CSSearchableIndex.default().indexSearchableItems([item]) { indexed = $0 == nil ? "indexed" : "failed" }
            return indexed
        }
        """,
        "Mail.swift": """
        import MessageUI
        import AudioToolbox
        func mail() -> String { AudioServicesPlaySystemSound(1104); return MFMailComposeViewController.canSendMail() ? "mail" : "no mail" }
        """,
        "Intent.swift": """
        import AppIntents
        struct RefreshIntent: AppIntent {
            static let title: LocalizedStringResource = "Refresh"
            func perform() async throws -> some IntentResult { .result() }
        }
        """,
        "Library.swift": """
        import Photos
        func photos() -> String { "\\(PHPhotoLibrary.authorizationStatus(for: .readWrite).rawValue) \\(PHAsset.fetchAssets(with: nil).count)" }
        """,
        "Health.swift": """
        import HealthKit
        func health() -> String { "\\(HKHealthStore().authorizationStatus(for: HKQuantityType(.stepCount)).rawValue)" }
        """,
        "Scan.swift": """
        import Vision
        func vision() -> String {
            let request = VNRecognizeTextRequest()
            try? VNImageRequestHandler(data: Data()).perform([request])
            return "\\((request.results as? [VNRecognizedTextObservation])?.count ?? -1)"
        }
        """,
        "Siri.swift": """
        import Intents
        func siri() -> String { "\\(INPreferences.siriAuthorizationStatus().rawValue)" }
        """,
        "Widgets.swift": """
        import WidgetKit
        func widgets() -> String {
            WidgetCenter.shared.reloadAllTimelines()
            return "\\(WidgetFamily.allCases.count) families"
        }
        """,
        "Digest.swift": """
        import CryptoKit
        func digest() -> String { SHA256.hash(data: Data("abc".utf8)).prefix(4).map { String(format: "%02x", $0) }.joined() }
        """,
        "Answers.swift": """
        import SwiftUI
        import TipKit
        import AppIntents

        struct Answers: View {
            var body: some View {
                VStack {
                    TipView(FavoriteTip())
                    Text([biometry(), refresh(), index(), mail(), photos(), health(), vision(), siri(), widgets(), digest()].joined(separator: ", "))
                    Button("Refresh", intent: RefreshIntent())
                }
            }
        }

        #Preview {
            try? Tips.configure()
            return Answers()
        }
        """,
    ]

    @Test func everyFrameworkCompilesInAModule() throws {
        let snap = SnapFileTests()
        for (name, source) in Self.frameworkFiles { try snap.write(name, source) }
        let result = try snap.run(["render", "Answers.swift", "--layout-json", "tree.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("tree.json"), encoding: .utf8)
        #expect(json.contains("\"text\" : \"no -6, unavailable, indexed, no mail, 0 0, 0, 0, 0, 8 families, ba7816bf\""))
        #expect(json.contains("\"text\" : \"Save as a Favorite\"") && json.contains("\"text\" : \"Refresh\""))
    }

    @Test func importsOfOSAreImportsOfItsModule() {
        let source = "import os\nimport os.log\nimport OSLog\nimport struct os.Logger\n@preconcurrency import os.signpost\nimport Network\n"
        let text = PreviewSourceFile(source: source, configuration: PreviewBuildConfiguration(swiftVersion: "6")).compiledText
        #expect(text == "import _OSLog\nimport _OSLog\nimport _OSLog\nimport struct _OSLog.Logger\n"
                + "@preconcurrency import _OSLog     \nimport _Network\n")
        #expect(PreviewBuildConfiguration.importable.isSuperset(of: ["os", "OSLog", "Network", "UserNotifications"]))
    }

    /// A framework's submodule is its whole module here: Core Image's filter builtins, UIKit's
    /// subclassing header (SwiftUI, where UIKit's names are); a scoped import keeps its path.
    @Test func importsOfSubmodulesAreImportsOfTheirFramework() {
        let source = "import CoreImage.CIFilterBuiltins\nimport UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIImage\n"
        let text = PreviewSourceFile(source: source, configuration: PreviewBuildConfiguration(swiftVersion: "6")).compiledText
        func padded(_ module: String, to path: String) -> String { module + String(repeating: " ", count: path.count - module.count) }
        #expect(text == "import \(padded("CoreImage", to: "CoreImage.CIFilterBuiltins"))\n"
                + "import \(padded("SwiftUI", to: "UIKit.UIGestureRecognizerSubclass"))\nimport class SwiftUI.UIImage\n")
    }

    /// Frameworks whose names SwiftUI brings on iOS (Accessibility's notifications and Audio
    /// Graphs, Core Transferable) are the SwiftUI module here.
    @Test func importsOfFrameworksSwiftUIBringsAreImportsOfSwiftUI() {
        let source = "import Accessibility\nimport CoreTransferable\n"
        let text = PreviewSourceFile(source: source, configuration: PreviewBuildConfiguration(swiftVersion: "6")).compiledText
        #expect(text == "import SwiftUI      \nimport SwiftUI         \n")
    }
}
