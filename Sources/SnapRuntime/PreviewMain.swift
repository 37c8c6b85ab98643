import Foundation
import LayoutDSL

/// A file's previews as the generated `main` lists them: each group is a `PreviewProvider`
/// (named by its type) or a `#Preview` (named by its number in the file, labelled `#Preview <n>`
/// in messages). The closures are `@Sendable` as Swift 6 mode makes every main-actor function
/// type: the list is built in the user's language mode and must have this type in both.
public typealias PreviewGroups = [(name: String, label: String, previews: @MainActor @Sendable () -> [Preview])]

/// The entry point of a module's preview program: the previews of every file of the module
/// that has any, by the file's path in the module. `snap render` runs it with a request and the
/// file to render (`<request JSON> <file>`); `snap test` with a plan of many renders
/// (`--plan <plan.json>`, `RenderPlan`).
@MainActor
public func runPreviews(files: [String: () -> PreviewGroups]) -> Never {
    let arguments = CommandLine.arguments
    if arguments.count > 2, arguments[1] == RenderPlan.flag { RenderPlan.run(URL(fileURLWithPath: arguments[2]), files: files) }
    guard arguments.count > 2, let previews = files[arguments[2]] else {
        exitWithError(SnapError(.contradictoryOptions, "a preview program is run by `snap render`, not directly"))
    }
    runPreviews(previews(), file: PreviewSubjects.fileStem(arguments[2]))
}

/// The entry point of a program for one file's previews; the request arrives as JSON in the first argument.
@MainActor
public func runPreviews(_ providers: PreviewGroups, file: String) -> Never {
    do {
        guard CommandLine.arguments.count > 1, let data = CommandLine.arguments[1].data(using: .utf8) else {
            throw SnapError(.contradictoryOptions, "a preview program is run by `snap render`, not directly")
        }
        let request = try JSONDecoder().decode(RenderRequest.self, from: data)
        PreviewLocale.locale = request.locale.locale
        let catalogs = AppCatalogs(request)
        let subjects = try catalogs.ambient { try PreviewSubjects(providers, file: file) }
        try SnapRenderer.render(subjects.subjects, request: request, title: file, catalogs: catalogs) {
            PreviewAnnouncement.announce(subjects.labels[$0])
        }
        exit(0)
    } catch {
        exitWithError(error)
    }
}

/// A file's previews as subjects to render: groups' previews are evaluated here, one group at a
/// time, after announcing it, and each preview is announced before it renders
/// (`PreviewAnnouncement`), so that if user code traps, `snap` can say which preview crashed.
public struct PreviewSubjects {
    let subjects: [RenderSubject]
    /// How messages name each subject: its group's label, and its title or number in the group.
    let labels: [String]
    /// Each subject's group, by its name (`RenderPlan.Item.groups`).
    let groups: [String]

    @MainActor
    init(_ providers: PreviewGroups, file: String) throws {
        let all = providers.flatMap { provider -> [(String, Int, Preview, Int, String)] in
            PreviewAnnouncement.announce(provider.label)
            // Views built here, before their host starts (`@State var start = Date()`), read the
            // host's time zero, so they too give the same frames on every run.
            let previews = ViewHost.atTimeZero(provider.previews)
            return previews.enumerated().map { (provider.name, $0.offset, $0.element, previews.count, provider.label) }
        }
        guard !all.isEmpty else { throw SnapError(.noPreviews, "\(file).swift has no previews") }
        subjects = all.map { provider, index, preview, count, _ -> RenderSubject in
            let numbered = all.count == 1 ? nil : (count == 1 ? provider : "\(provider)-\(index + 1)")
            let base = preview.name.flatMap(PreviewFileName.part) ?? numbered
            let name = base.map { "\(file)-\($0)" } ?? file
            return RenderSubject(name: name, view: preview.view, defaultSize: CGSize(width: 393, height: 852), layout: preview.layout,
                                 device: preview.device, orientation: preview.orientation, timeline: preview.timeline)
        }
        groups = all.map { $0.0 }
        labels = all.map { _, index, preview, count, label in
            preview.name.map { $0 == label ? label : "\(label) (\($0))" } ?? (count == 1 ? label : "\(label) #\(index + 1)")
        }
    }

    /// What of a preview's name is its own: its title or number after the file's name
    /// (`Card-Dark` of `Card.swift` is `Dark`), or the file's name for a file's only preview.
    public static func part(_ name: String, file: String) -> String {
        name.hasPrefix(file + "-") ? String(name.dropFirst(file.count + 1)) : name
    }

    /// A file's name in its module without folders and `.swift`: the first part of its previews' names.
    static func fileStem(_ key: String) -> String {
        let name = key.split(separator: "/").last.map(String.init) ?? key
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}
