import Foundation
import LayoutDSL

/// The entry point of a compiled preview program: `snap render file.swift` generates a `main`
/// that calls this with the file's previews; the request arrives as JSON in the first argument.
/// Each group is a `PreviewProvider` (named by its type) or a `#Preview` (named by its number
/// in the file, labelled `#Preview <n>` in messages). Groups' previews are evaluated here, one
/// group at a time, after announcing it, and each preview is announced before it renders
/// (`PreviewAnnouncement`), so that if user code traps, `snap` can say which preview crashed.
/// The closures are `@Sendable` as Swift 6 mode makes every main-actor function type: the list
/// is built in the user's language mode and must have this type in both.
/// The entry point of a module's preview program: the previews of every file of the module
/// that has any, by the file's path in the module; the second argument names the file to render.
@MainActor
public func runPreviews(files: [String: () -> [(name: String, label: String, previews: @MainActor @Sendable () -> [Preview])]]) -> Never {
    guard CommandLine.arguments.count > 2, let previews = files[CommandLine.arguments[2]] else {
        exitWithError(SnapError(.contradictoryOptions, "a preview program is run by `snap render`, not directly"))
    }
    let name = CommandLine.arguments[2].split(separator: "/").last.map(String.init) ?? CommandLine.arguments[2]
    runPreviews(previews(), file: name.hasSuffix(".swift") ? String(name.dropLast(6)) : name)
}

@MainActor
public func runPreviews(_ providers: [(name: String, label: String, previews: @MainActor @Sendable () -> [Preview])],
                        file: String) -> Never {
    do {
        guard CommandLine.arguments.count > 1, let data = CommandLine.arguments[1].data(using: .utf8) else {
            throw SnapError(.contradictoryOptions, "a preview program is run by `snap render`, not directly")
        }
        let request = try JSONDecoder().decode(RenderRequest.self, from: data)
        PreviewLocale.locale = request.locale.locale
        let all = providers.flatMap { provider -> [(String, Int, Preview, Int, String)] in
            PreviewAnnouncement.announce(provider.label)
            // Views built here, before their host starts (`@State var start = Date()`), read the
            // host's time zero, so they too give the same frames on every run.
            let previews = ViewHost.atTimeZero(provider.previews)
            return previews.enumerated().map { (provider.name, $0.offset, $0.element, previews.count, provider.label) }
        }
        guard !all.isEmpty else { throw SnapError(.noPreviews, "\(file).swift has no previews") }
        let subjects = all.map { provider, index, preview, count, _ -> RenderSubject in
            let numbered = all.count == 1 ? nil : (count == 1 ? provider : "\(provider)-\(index + 1)")
            let base = preview.name.flatMap(PreviewFileName.part) ?? numbered
            let name = base.map { "\(file)-\($0)" } ?? file
            return RenderSubject(name: name, view: preview.view, defaultSize: CGSize(width: 393, height: 852), layout: preview.layout,
                                 device: preview.device, orientation: preview.orientation)
        }
        let labels = all.map { _, index, preview, count, label in
            preview.name.map { $0 == label ? label : "\(label) (\($0))" } ?? (count == 1 ? label : "\(label) #\(index + 1)")
        }
        try SnapRenderer.render(subjects, request: request, title: file) { PreviewAnnouncement.announce(labels[$0]) }
        exit(0)
    } catch {
        exitWithError(error)
    }
}
