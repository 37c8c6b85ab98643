import Foundation
import Render
import TestSupport
import Testing

/// Every file in `Screens/` (SwiftUI screens written as iOS developers write them) renders
/// through the built `snap`: it compiles, exits 0, and writes a PNG per preview.
struct ScreensTests {
    static let screens: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Screens")

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: screens.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    @Test func thereAreScreens() {
        #expect(Self.files.count >= 3)
    }

    /// Screens whose frames are compared with references in `__Snapshots__/ScreensTests`, light
    /// and dark (`--color-scheme dark`; a preview that asks for a scheme keeps it): each was
    /// opened and compared with what iOS shows before it was recorded. Those compared with iOS 17
    /// render in the compatibility design (`--design compatibility`) until each is re-recorded on
    /// Liquid Glass; `glassReferenced` ones were compared with iOS 26 references and render in the
    /// default design. The others only have to compile and render, in the default design.
    static var referenced: Set<String> { compatibilityReferenced.union(glassReferenced) }

    /// Compared with iOS 26 references of the same kind of screen: the navigation bar, the list, the
    /// search field under the title and in the bottom toolbar (docs/reference/ios26-navigation-bar.md), the alert, the
    /// medium sheet, a settings form's slider, switches and menu picker, a confirmation dialog's popover, a tab bar's search tab
    /// and its bottom accessory (docs/reference/ios26-design.md, "Alerts", "Sheets", "Sliders",
    /// "Switches", "Confirmation dialogs and popovers", "The tab bar (iPhone)", "The minimized tab bar"), a large
    /// title's subtitle and a large title in the bar's row (docs/reference/ios26-navigation-bar.md, "The subtitle",
    /// "The large title in the row"), a plain list's section index (docs/reference/list-section-index.md: UIKit's
    /// values, no iOS image of the index found), a ticket wallet's cut-out shapes (docs/reference/path-set-operations.md: the
    /// geometry Apple documents for iOS 17's set operations, no iOS image of these shapes), a photo selection bar folding
    /// its actions into the overflow menu (docs/reference/ios26-navigation-bar.md, "Crowded rows": Apple's documented rule,
    /// no iOS image of the fold), a reading page set with iOS 26's line heights and paragraph alignment
    /// (docs/reference/text-line-height.md: measured by a third party on iOS 26.5, no iOS image of these lines), an iCloud
    /// settings form signed out of iCloud as CloudKit reports it (a fresh Simulator's account state; no iOS image of this form).
    static let glassReferenced: Set<String> = ["TrackpadGesturesScreen.swift", "AccountSignOutAlertScreen.swift",
                                               "SleepTrendsSheetScreen.swift", "DisplaySettingsScreen.swift",
                                               "NoteDeleteDialogScreen.swift", "MusicSearchTabScreen.swift",
                                               "AudiobookMiniPlayerScreen.swift", "NewsSearchScreen.swift",
                                               "RecipeIndexScreen.swift", "ArticleReaderTextSizeScreen.swift",
                                               "GameLibraryScreen.swift", "FeedBookmarksScreen.swift", "TeamDirectoryScreen.swift",
                                               "ConcertTicketsScreen.swift", "PhotoSelectionToolbarScreen.swift",
                                               "PoetryAnthologyScreen.swift", "CloudSyncSettingsScreen.swift"]

    static let compatibilityReferenced: Set<String> = [
        "BankTransactionsScreen.swift", "BudgetBreakdownScreen.swift", "CalendarAgendaScreen.swift", "CartCheckoutScreen.swift",
        "ChatThreadScreen.swift", "GroceryOrderScreen.swift", "NowPlayingMusicScreen.swift", "PodcastLibraryScreen.swift",
        "RecipeBoxTabsScreen.swift", "RecipeDetailScreen.swift", "RoasteryDetailScreen.swift", "SavedPlacesScreen.swift",
        "SmartHomeRoomsScreen.swift", "StockDetailChartScreen.swift", "TripPackingScreen.swift",
        "WorkoutActivityChartScreen.swift", "WorkoutShareCardScreen.swift",
    ]

    /// One compile cache for every screen, as a user's is: the folder's files are analysed once
    /// (`SourceAnalysis`) and the compiler's module cache is built once, not once a screen. It goes
    /// when the test process exits.
    static let cache: TemporaryDirectory = {
        atexit { try? FileManager.default.removeItem(at: ScreensTests.cache.url) }
        return TemporaryDirectory("screens-cache")
    }()

    static let references: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/ScreensTests")

    @Test(arguments: files)
    func rendersScreen(_ file: String) throws {
        // One snap folder: the dark run reuses the program compiled for the light one. A debug
        // build shared by several test processes can take over snap's default 60 s a preview
        // (a 20 pt shadow over a 361 pt square took 60 s of wall time at a load of 26 on 2 cores).
        let snap = SnapFileTests(cache: Self.cache.url)
        for scheme in Self.referenced.contains(file) ? ["light", "dark"] : ["light"] {
            let design = Self.compatibilityReferenced.contains(file) ? ["--design", "compatibility"] : []
            let result = try snap.run(["render", Self.screens.appendingPathComponent(file).path, "--color-scheme", scheme,
                                       "-o", "out-\(scheme)", "--timeout", "600", "--quiet"] + design)
            #expect(result.status == 0, "\(result.stderr)")
            let out = snap.directory.appendingPathComponent("out-\(scheme)")
            let name = (file as NSString).deletingPathExtension
            let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(name) && $0.hasSuffix(".png") }
            #expect(!pngs.isEmpty)
            for png in pngs {
                let image = try PNG.decode(Data(contentsOf: out.appendingPathComponent(png)))
                #expect(image.width > 0 && image.height > 0)
                let name = "\(png.components(separatedBy: "@")[0]).\(scheme).png"
                try Self.keepArtifact(out.appendingPathComponent(png), named: name)
                if Self.referenced.contains(file) {
                    try Self.compare(out.appendingPathComponent(png), named: name, with: snap)
                }
            }
        }
    }

    /// Compares a frame with its reference through `snap diff` (exact pixels), recording it as
    /// swift-snapshot-testing does: `SNAPSHOT_TESTING_RECORD=missing` writes a missing reference
    /// (and fails), `all` rewrites it, anything else (`never`) only compares.
    static func compare(_ actual: URL, named name: String, with snap: SnapFileTests) throws {
        let reference = references.appendingPathComponent(name)
        let mode = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing"
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if !exists || mode == "all" {
            guard mode == "missing" || mode == "all" else {
                Issue.record("No reference \(name); record it with SNAPSHOT_TESTING_RECORD=missing after looking at \(actual.path)")
                return
            }
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            if exists { try FileManager.default.removeItem(at: reference) }
            try FileManager.default.copyItem(at: actual, to: reference)
            Issue.record("Recorded \(name); look at it, then run again")
            return
        }
        let diff = FileManager.default.temporaryDirectory.appendingPathComponent("screens-\(name)")
        let result = try snap.run(["diff", reference.path, actual.path, "--diff", diff.path])
        #expect(result.status == 0, "\(name) differs from its reference: \(result.stdout)\(result.stderr) (diff: \(diff.path))")
    }

    /// With `SNAPSHOT_ARTIFACTS` set, every frame these tests render is copied to
    /// `$SNAPSHOT_ARTIFACTS/ScreensTests/<name>`, as the image snapshots write theirs there, matching or not:
    /// `scripts/same-pixels` compares the bytes two machines or settings render, not only their pixels.
    static func keepArtifact(_ frame: URL, named name: String) throws {
        guard let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !root.isEmpty else { return }
        let folder = URL(fileURLWithPath: root).appendingPathComponent("ScreensTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kept = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: kept)
        try FileManager.default.copyItem(at: frame, to: kept)
    }

    /// Taps drive a screen: two taps on the counter's + button show 1, then 2.
    @Test func tapsDriveTheCounter() throws {
        let snap = SnapFileTests()
        let result = try snap.run(["render", Self.screens.appendingPathComponent("CounterScreen.swift").path,
                                   "--tap", "237,237", "--tap", "237,237", "--layout-json", "counter.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: snap.directory.appendingPathComponent("counter.json"))) as? [String: Any]
        // One preview: the file's frames at the top level.
        let frames = try #require(json?["frames"] as? [[String: Any]])
        func texts(_ node: Any?) -> [String] {
            guard let node = node as? [String: Any] else { return [] }
            return ((node["text"] as? String).map { [$0] } ?? []) + ((node["children"] as? [Any]) ?? []).flatMap(texts)
        }
        let counts = frames.map { texts(($0["tree"] as? [String: Any])?["root"]).first { Int($0) != nil } }
        #expect(counts == ["1", "2"])
    }

    /// A swipe to the left on the inbox's first message (its trailing `swipeActions`) leaves it
    /// open on its red Delete button, 74 points at the card's trailing edge, at the row's height
    /// (sampled at y 290, below the Liquid Glass card's 26-point corner, which clips the button).
    @Test func aSwipeOpensTheInboxMessage() throws {
        let snap = SnapFileTests()
        let result = try snap.run(["render", Self.screens.appendingPathComponent("InboxListScreen.swift").path, "--scale", "1",
                                   "--drag", "300,265:120,265:0.25", "-o", "out", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = snap.directory.appendingPathComponent("out")
        let last = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("InboxListScreen-Light") }.max())
        let frame = try PNG.decode(Data(contentsOf: out.appendingPathComponent(last)))
        let red = Pixel(r: 255, g: 56, b: 60, a: 255)
        let row = (0..<frame.width).filter { frame[$0, 290] == red }
        #expect(row.count == 74 && row.last == frame.width - 17, "\(row.first ?? -1)…\(row.last ?? -1)")
    }

    /// What taps open, drawn as iOS draws it, light and dark: the folder's "more" menu, the
    /// reminder's compact date picker calendar and its repeat picker's menu, what a touch held
    /// on a chat bubble opens (its context menu), a documents folder's menu with its "Sort By"
    /// submenu open over it, a setting's explanation in a popover kept as one, and the colour
    /// sheet and share sheet a profile's `ColorPicker` and `ShareLink` open. The last
    /// frame is compared with a reference recorded after looking at it beside iOS 17's, so in the
    /// compatibility design, or, for the `-Glass` ones, beside iOS 26's (docs/reference/ios26-design.md,
    /// "Menus"), in the Liquid Glass design.
    static let tapped: [(file: String, taps: [String], reference: String)] = [
        ("FolderMenuScreen.swift", ["366,22"], "FolderMenuScreen-Open"),
        ("FolderMenuScreen.swift", ["355,22"], "FolderMenuScreen-Open-Glass"),
        ("ReminderEditorScreen.swift", ["300,135"], "ReminderEditorScreen-Calendar"),
        ("ReminderEditorScreen.swift", ["324,251"], "ReminderEditorScreen-RepeatMenu"),
        ("ChatThreadScreen.swift", ["150,640:0.6"], "ChatThreadScreen-ContextMenu"),
        ("DocumentBrowserScreen.swift", ["366,22"], "DocumentBrowserScreen-Open"),
        ("DocumentBrowserScreen.swift", ["366,22", "185,162"], "DocumentBrowserScreen-SortBy"),
        ("SecuritySettingsScreen.swift", ["192,280"], "SecuritySettingsScreen-CodeInfo"),
        ("ProfileSharingScreen.swift", ["342,349"], "ProfileSharingScreen-ColorSheet"),
        ("ProfileSharingScreen.swift", ["150,475"], "ProfileSharingScreen-ShareSheet"),
    ]

    @Test(arguments: tapped.indices, ["light", "dark"])
    func aTapOpens(_ index: Int, scheme: String) throws {
        let (file, taps, reference) = Self.tapped[index]
        let snap = SnapFileTests()
        let result = try snap.run(["render", Self.screens.appendingPathComponent(file).path] + taps.flatMap { ["--tap", $0] }
                                  + ["--color-scheme", scheme, "-o", "out", "--quiet", "--design",
                                     reference.hasSuffix("-Glass") ? "liquid-glass" : "compatibility"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = snap.directory.appendingPathComponent("out")
        // A frame after each tap: the last one's name sorts last.
        let frame = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.max())
        try Self.keepArtifact(out.appendingPathComponent(frame), named: "\(reference).\(scheme).png")
        try Self.compare(out.appendingPathComponent(frame), named: "\(reference).\(scheme).png", with: snap)
    }
}

/// `--tap` followed by `--duration`: the animation a tap starts, frame by frame.
struct TapThenDurationTests {
    @Test func framesFollowTheTap() throws {
        let snap = SnapFileTests()
        let source = """
        import SwiftUI
        struct Grower: View {
            @State private var wide = false
            var body: some View {
                Button { withAnimation(.linear(duration: 1)) { wide.toggle() } } label: {
                    Color.red.frame(width: wide ? 80 : 20, height: 20).accessibilityIdentifier("bar")
                }
                .frame(width: 100, height: 100)
            }
        }
        #Preview(traits: .fixedLayout(width: 100, height: 100)) { Grower() }
        """
        try FileManager.default.createDirectory(at: snap.directory, withIntermediateDirectories: true)
        try source.write(to: snap.directory.appendingPathComponent("Grower.swift"), atomically: true, encoding: .utf8)
        let result = try snap.run(["render", "Grower.swift", "--tap", "50,50", "--duration", "1", "--fps", "4", "--scale", "1",
                                   "--layout-json", "grower.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: snap.directory.appendingPathComponent("grower.json"))) as? [String: Any]
        let frames = try #require(json?["frames"] as? [[String: Any]])
        func width(_ node: Any?) -> Double? {
            guard let node = node as? [String: Any] else { return nil }
            if node["id"] as? String == "bar", let frame = node["frame"] as? [String: Any] { return frame["width"] as? Double }
            return ((node["children"] as? [Any]) ?? []).lazy.compactMap(width).first
        }
        // The tap's frame at the animation's start, then a quarter second apart until it ends.
        #expect(frames.map { width(($0["tree"] as? [String: Any])?["root"]) } == [20, 35, 50, 65, 80])
    }
}
