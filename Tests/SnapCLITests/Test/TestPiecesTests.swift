import Foundation
import Testing
@testable import snap
@testable import SnapRuntime
import LayoutDSL
import TestSupport

/// The parts of `snap test` that need no compiled preview: patterns, names, modes, the plan's
/// line protocol and the configuration's errors.
struct TestPiecesTests {
    @Test func globsNameFilesAndPreviews() {
        #expect(SnapshotGlob("Features/**").matches(file: "Features/Cart/CartView.swift"))
        #expect(SnapshotGlob("Features/*.swift").matches(file: "Features/Home.swift"))
        #expect(!SnapshotGlob("Features/*.swift").matches(file: "Features/Cart/CartView.swift"))
        #expect(SnapshotGlob("Features/**/CartView.swift").matches(file: "Features/CartView.swift"))
        #expect(SnapshotGlob("**/Cart?iew.swift").matches(file: "A/B/CartView.swift"))
        #expect(!SnapshotGlob("Cart?iew.swift").matches(file: "Cart/iew.swift"))
        let dark = SnapshotGlob("**/Card.swift#*Dark*")
        #expect(dark.file == "**/Card.swift" && dark.preview == "*Dark*")
        #expect(dark.matches(file: "Views/Card.swift", preview: "Card-Dark-Large"))
        #expect(!dark.matches(file: "Views/Card.swift", preview: "Light"))
        #expect(SnapshotGlob("Views/Card.swift").matches(file: "Views/Card.swift", preview: "anything"))
    }

    @Test func variantNamesOnlyWhatDiffersFromTheDefault() {
        #expect(SnapshotVariant().suffix == "" && SnapshotVariant().name == "default")
        #expect(SnapshotVariant(colorScheme: .dark).suffix == ".dark")
        let all = SnapshotVariant(colorScheme: .dark, dynamicType: .accessibility3, locale: "ar_EG", device: "iphone-se",
                                  orientation: .landscapeLeft)
        #expect(all.suffix == ".dark.accessibility3.ar_EG.iphone-se.landscapeLeft")
        #expect(all.name == "dark.accessibility3.ar_EG.iphone-se.landscapeLeft")
        let matrix = SnapshotVariant.matrix(colorSchemes: [.light, .dark], dynamicTypes: [.large, .xxxLarge], locales: [nil, "he"],
                                            devices: [nil])
        #expect(matrix.map(\.suffix) == ["", ".he", ".xxxLarge", ".xxxLarge.he", ".dark", ".dark.he", ".dark.xxxLarge",
                                         ".dark.xxxLarge.he"])
    }

    @Test func aRightToLeftLocaleLaysOutRightToLeft() throws {
        var request = RenderRequest()
        try SnapshotVariant(locale: "ar_EG").apply(to: &request)
        #expect(request.layoutDirection == .rtl && request.locale.identifier == "ar_EG")
        try SnapshotVariant(locale: "de_DE").apply(to: &request)
        #expect(request.layoutDirection == .ltr)
    }

    @Test func anOrientationTurnsPreviewsThatChooseNone() throws {
        var request = RenderRequest()
        request.device = "iPhone 16"
        request.orientation = .landscapeLeft
        let plain = RenderSubject(name: "Plain", view: AnyView(EmptyView()), defaultSize: CGSize(width: 393, height: 852))
        #expect(try SnapRenderer.resolveCanvas(plain, request).size == CGSize(width: 852, height: 393))
        // A preview's own orientation wins.
        request.orientation = .portraitUpsideDown
        let own = RenderSubject(name: "Own", view: AnyView(EmptyView()), defaultSize: CGSize(width: 393, height: 852),
                                orientation: .landscapeRight)
        #expect(try SnapRenderer.resolveCanvas(own, request).size == CGSize(width: 852, height: 393))
        #expect(try SnapRenderer.resolveCanvas(plain, request).size == CGSize(width: 393, height: 852))
    }

    /// A view whose text comes from an engine of its own fails with its own code, naming the
    /// payload, and writes nothing (no PNG, no layout JSON).
    @Test func anUndrawableViewFailsAndWritesNothing() throws {
        let folder = TemporaryDirectory("undrawable")
        var request = RenderRequest()
        request.out = folder.url.appendingPathComponent("out").path
        request.layoutJSON = folder.url.appendingPathComponent("layout.json").path
        request.quiet = true
        let subject = RenderSubject(name: "Foreign", view: AnyView(Text("Hi").environment(\.textMeasurer, ForeignTextEngine())),
                                    defaultSize: CGSize(width: 40, height: 20))
        #expect {
            try SnapRenderer.render([subject], request: request, title: "Foreign")
        } throws: { error in
            (error as? SnapError)?.code == .undrawable && "\(error)".hasPrefix("Foreign: the renderer cannot draw Shaped:")
        }
        #expect(!FileManager.default.fileExists(atPath: request.layoutJSON ?? ""))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: request.out)) ?? []).isEmpty)
    }

    @Test func bareRecordMeansAll() throws {
        #expect(RecordMode.expandingBareFlag(["test", "--record"]) == ["test", "--record", "all"])
        #expect(RecordMode.expandingBareFlag(["test", "--record", "Views"]) == ["test", "--record", "all", "Views"])
        #expect(RecordMode.expandingBareFlag(["test", "--record", "missing", "Views"]) == ["test", "--record", "missing", "Views"])
        #expect(try RecordMode.resolve(nil, environment: [:]) == (.missing, false))
        #expect(try RecordMode.resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) == (.failed, true))
        #expect(try RecordMode.resolve(.never, environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == (.never, true))
        #expect(throws: SnapError.self) { try RecordMode.resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "yes"]) }
    }

    @Test func planEventsRoundTripAsOneLineEach() {
        let events: [RenderPlan.Event] = [
            .began(item: 3), .subject(item: 3, subject: 1, name: "Card-Dark"), .rendered(item: 3, subject: 1),
            .skipped(item: 4, subject: 0), .failed(item: 5, subject: 2, code: 11, message: "Card: never settles"),
            .failed(item: 6, subject: nil, code: 8, message: "no previews")
        ]
        for event in events { #expect(RenderPlan.Event(line: event.line) == event) }
        // A message's tabs and line breaks cannot break the line apart.
        let messy = RenderPlan.Event.failed(item: 0, subject: 0, code: 13, message: "a\tb\nc")
        #expect(!messy.line.contains("\n"))
        #expect(RenderPlan.Event(line: messy.line) == .failed(item: 0, subject: 0, code: 13, message: "a b c"))
        #expect(RenderPlan.Event(line: "Hello from print()") == nil)
    }

    @Test func aResumedPlanNumbersItsEventsAsTheWholePlan() {
        #expect(PlanRun.renumber(.rendered(item: 0, subject: 2), [4, 5, 6]) == .rendered(item: 4, subject: 2))
        #expect(PlanRun.renumber(.began(item: 2), [4, 5, 6]) == .began(item: 6))
    }

    @Test func referencesLiveBesideTheCodeOrInOneTree() {
        let root = URL(fileURLWithPath: "/repo")
        let file = URL(fileURLWithPath: "/repo/App/Views/Card.swift")
        let beside = ReferenceLayout(root: root, folder: "__Snapshots__")
        #expect(beside.reference(for: file, preview: "Dark", variant: SnapshotVariant(dynamicType: .xxxLarge)).path
            == "/repo/App/Views/__Snapshots__/Card/Dark.xxxLarge.png")
        #expect(beside.sourceFile(of: URL(fileURLWithPath: "/repo/App/Views/__Snapshots__/Card")).path == file.path)
        let tree = ReferenceLayout(root: root, folder: "Tests/PreviewSnapshots")
        #expect(tree.reference(for: file, preview: "1", variant: SnapshotVariant()).path
            == "/repo/Tests/PreviewSnapshots/App/Views/Card/1.png")
        #expect(tree.sourceFile(of: URL(fileURLWithPath: "/repo/Tests/PreviewSnapshots/App/Views/Card")).path == file.path)
        #expect(beside.relativePath(file) == "App/Views/Card.swift" && beside.relativePath(root) == "")
    }

    @Test(arguments: [
        (#"{"colorScheme": ["dark"]}"#, #"unknown key "colorScheme" (did you mean "colorSchemes"?)"#),
        (#"{"colorSchemes": ["dusk"]}"#, #""colorSchemes[0]" must be one of light, dark"#),
        (#"{"precision": "high"}"#, #""precision" must be a number"#),
        (#"{"precision": 2}"#, #""precision" must be from 0 to 1"#),
        (#"{"marked": "yes"}"#, #""marked" must be true or false"#),
        (#"{"locales": ["xx_YY_ZZ"]}"#, #""locales" has "xx_YY_ZZ", which is not a locale identifier ICU knows"#),
        (#"{"devices": ["iphone-99"]}"#, #""devices" has "iphone-99", which is not a device snap knows"#),
        (#"{"previews": [{"match": "*", "sequence": {}}]}"#, #""previews[0].sequence" needs "offsets" or "duration", not both"#),
        (#"{"previews": [{"match": "*", "sequnce": {}}]}"#, #"unknown key "previews[0].sequnce" (did you mean "sequence"?)"#),
        (#"{"previews": [{"skip": true}]}"#, #""previews[0].match" is missing"#),
        (#"[1]"#, "must hold one JSON object"),
        (#"{"#, "is not JSON"),
    ])
    func aBadConfigurationIsOneLineNamingTheKey(json: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snap-test-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snap-test.json")
        try Data(json.utf8).write(to: file)
        let error = #expect(throws: SnapError.self) { try TestConfiguration.load(file) }
        #expect(error?.code == .badConfiguration)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("\n") == false)
    }

    @Test func aGoodConfigurationReadsEveryKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snap-test-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snap-test.json")
        try Data("""
        {"$schema": "https://example.com/snap-test.schema.json", "references": "Snapshots/Previews", "colorSchemes": ["light", "dark"],
         "dynamicTypeSizes": ["large", "accessibility2"], "locales": ["he"], "devices": ["iPhone SE"],
         "orientations": ["landscapeRight"], "scale": 2,
         "precision": 0.99, "perceptualPrecision": 0.98, "include": ["App/**"], "exclude": ["App/Legacy/**"], "marked": true, "timeout": 30,
         "previews": [{"match": "**#Loading", "skip": true}, {"match": "App/Feed.swift", "precision": 0.9,
                       "sequence": {"offsets": [0, 400], "fps": 30}}]}
        """.utf8).write(to: file)
        let configuration = try TestConfiguration.load(file)
        #expect(configuration.references == "Snapshots/Previews" && configuration.colorSchemes == [.light, .dark])
        #expect(configuration.dynamicTypeSizes == [.large, .accessibility2] && configuration.locales == ["he"])
        #expect(configuration.orientations == [.landscapeRight] && configuration.marked == true)
        #expect(configuration.previews?.count == 2 && configuration.previews?[1].sequence?.offsets == [0, 400])
    }
}
