import Foundation
import Testing

/// `Examples/Wayfarer`, an app laid out as iOS apps are (models, sample data, styles and helpers in
/// files of their own, an asset catalog, a string catalog, JSON sample data, an `@main` App),
/// renders from inside its folder with no flags, as a SwiftPM package and as an Xcode project.
struct ExampleAppTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Wayfarer")

    let snap = SnapFileTests()

    /// A copy of the example with one of its two descriptions removed.
    func copy(removing description: String) throws -> URL {
        let app = snap.directory.appendingPathComponent("Wayfarer")
        try FileManager.default.createDirectory(at: snap.directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.example, to: app)
        try? FileManager.default.removeItem(at: app.appendingPathComponent("out"))
        try FileManager.default.removeItem(at: app.appendingPathComponent(description))
        return app
    }

    func texts(_ json: URL) throws -> [String] {
        try String(contentsOf: json, encoding: .utf8).matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) }
    }

    /// The trip page as the package builds it: trips decoded from `trips.json` through
    /// `Bundle.module`, headings from `Localizable.xcstrings`, and every other preview of the
    /// app on one gallery page.
    @Test func rendersAsASwiftPackage() throws {
        let app = try copy(removing: "Wayfarer.xcodeproj")
        let result = try snap.run(["render", "Wayfarer/Wayfarer/Views/TripDetail.swift", "--layout-json", "detail.json",
                                   "--timeout", "600", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        let detail = try texts(snap.directory.appendingPathComponent("detail.json"))
        #expect(detail.contains("Lisbon Long Weekend"))
        #expect(detail.contains("Places to See"))
        #expect(!detail.contains("detail.places"))
        // Distances from home by CoreLocation's geodesic (Berlin to Lisbon, WGS-84: 2,314.9 km).
        let rows = try snap.run(["render", "Wayfarer/Wayfarer/Views/TripRow.swift", "--layout-json", "rows.json", "--quiet"])
        #expect(rows.status == 0, "\(rows.stderr)")
        #expect(try texts(snap.directory.appendingPathComponent("rows.json")).contains("2,315 km from home"))
        // SwiftData's inferred inverse: the preview sets each photo's entry, the row counts the entry's photos.
        let journal = try snap.run(["render", "Wayfarer/Wayfarer/Views/JournalView.swift", "--layout-json", "journal.json", "--quiet"])
        #expect(journal.status == 0, "\(journal.stderr)")
        #expect(try texts(snap.directory.appendingPathComponent("journal.json")).contains("2 photos"))
        let gallery = try snap.run(["gallery", app.path, "-o", "gallery", "--timeout", "600", "--quiet"])
        #expect(gallery.status == 0, "\(gallery.stderr)")
        let pngs = FileManager.default.enumerator(atPath: snap.directory.appendingPathComponent("gallery").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".png") } ?? []
        for preview in ["TripList-Trips", "TripList-No-trips", "TripHeader-Asset-catalog", "EmptyTripsView-Localized-strings",
                        "ExpenseSummary-Over-budget", "SettingsView-Settings", "ContentView-Wayfarer", "TripMap-Destinations",
                        "WelcomeView-Welcome", "TripVideo-Film", "JournalView-Journal",
                        "ProUpgradeView-Pro", "TripGuideView-Guide"] {
            #expect(pngs.contains { $0.hasSuffix("light/\(preview)@2x_0.png") }, "no light \(preview) in \(pngs)")
            #expect(pngs.contains { $0.hasSuffix("dark/\(preview)@2x_0.png") }, "no dark \(preview) in \(pngs)")
        }
    }

    /// The same files as the Xcode project's folder-synchronized target: resources through
    /// `Bundle.main`, the project's `SAMPLE_DATA` condition, and no `SWIFT_PACKAGE`.
    @Test func rendersAsAnXcodeProject() throws {
        _ = try copy(removing: "Package.swift")
        let result = try snap.run(["render", "Wayfarer/Wayfarer/Views/EmptyTripsView.swift", "--layout-json", "empty.json",
                                   "--timeout", "600", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts(snap.directory.appendingPathComponent("empty.json")).contains("No Trips Yet"))
        let header = try snap.run(["render", "Wayfarer/Wayfarer/Views/TripHeader.swift", "--timeout", "600", "--quiet"])
        #expect(header.status == 0, "\(header.stderr)")
    }
}

/// The fixture projects of `Tests/Fixtures/XcodeProjects`, each rendered from a copy: what the
/// target compiles decides what the preview sees.
struct XcodeProjectFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/XcodeProjects")

    let snap = SnapFileTests()

    func render(_ project: String, _ file: String) throws -> (SnapCLITests.Result, [String]) {
        try FileManager.default.createDirectory(at: snap.directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(project), to: snap.directory.appendingPathComponent(project))
        let result = try snap.run(["render", "\(project)/\(file)", "--layout-json", "tree.json", "--quiet"])
        let json = (try? String(contentsOf: snap.directory.appendingPathComponent("tree.json"), encoding: .utf8)) ?? ""
        return (result, json.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) })
    }

    /// Groups and a variant group: `Item.sample` exists under the target's Debug condition
    /// `SAMPLE_DATA`, and its key reads "Hello" from the `en.lproj` file of `Localizable.strings`.
    @Test func classicGroupsConditionsAndLocalizedStrings() throws {
        let (result, texts) = try render("Classic", "Classic/ContentView.swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("snap: warning"), "\(result.stderr)")
        #expect(texts == ["Hello"])
    }

    /// A synchronized folder with an exception: `Preview Content/Old.swift`, left out of the app
    /// target, would redeclare `SampleData`; the preview compiles without it, with no warning. The
    /// name comes from `ProfileKit`, a local Swift package the target links.
    @Test func synchronizedFolderHonoursItsExceptions() throws {
        let (result, texts) = try render("Synchronized", "MyApp/ContentView.swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("snap: warning"), "\(result.stderr)")
        #expect(texts == ["Ada"])
    }
}
