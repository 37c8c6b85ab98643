import ArgumentParser
import Foundation
import Render
import SnapRuntime

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Render every preview in a folder's Swift files, light and dark, to one HTML page.",
        discussion: """
        Finds the Swift files under FOLDER (hidden folders and .build skipped) that declare a PreviewProvider or a
        #Preview, renders each file's previews in light and in dark mode, and writes --out/index.html with every
        preview side by side and its layout JSON one click away. Prints the page's path; --open opens it.
        A file that does not render is shown on the page with its error, and snap exits with that error's code.
        """)

    @Argument(help: "The folder whose Swift files to render.") var folder: String
    @Option(name: [.short, .customLong("out")], help: "The gallery's folder: index.html and the images and JSON beside it.")
    var out = "gallery"
    @Option(help: "A device preset for previews that do not choose one (see snap render --help).") var device: String?
    @Option(help: "Pixels per point: 1, 2 or 3 (default: the device's, else 2).") var scale: Int?
    @Option(name: .customLong("swift-version"), help: "Language mode: 5 (default) or 6.") var swiftVersion = "5"
    @Option(help: "Seconds each file's previews may take to render, per color scheme.") var timeout: Double = 60
    @OptionGroup(title: "Module") var module: ModuleSelection
    @Flag(help: "Open the page with xdg-open.") var open = false
    @Flag(name: [.short, .customLong("quiet")], help: "No line per file on stderr.") var quiet = false

    func run() throws {
        guard ["5", "6"].contains(swiftVersion) else {
            throw SnapError(.contradictoryOptions, "--swift-version must be 5 or 6, not \(swiftVersion)")
        }
        guard timeout.isFinite, timeout > 0 else {
            throw SnapError(.contradictoryOptions, "--timeout must be a positive number of seconds")
        }
        let root = URL(fileURLWithPath: folder).absoluteURL.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SnapError(.unreadableFile, "\(folder) is not a folder")
        }
        let gallery = URL(fileURLWithPath: out).absoluteURL.standardizedFileURL
        do { try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true) } catch {
            throw SnapError(.unwritableOutput, "cannot create \(gallery.path): \(error.localizedDescription)")
        }
        let sources = Self.swiftFiles(in: root, skipping: gallery).filter(Self.declaresPreviews)
        guard !sources.isEmpty else {
            throw SnapError(.noPreviews, "no Swift file under \(folder) declares a PreviewProvider or a #Preview")
        }

        var files: [GalleryPage.File] = []
        var failures: [(file: String, error: Error)] = []
        for (index, source) in sources.enumerated() {
            let relative = String(source.path.dropFirst(root.path.count + 1))
            if !quiet { FileHandle.standardError.write(Data("snap: gallery: \(relative) (\(index + 1)/\(sources.count))\n".utf8)) }
            let folder = gallery.appendingPathComponent(String(relative.dropLast(".swift".count)))
            try? FileManager.default.removeItem(at: folder)
            do {
                files.append(GalleryPage.File(path: relative, previews: try render(source, into: folder, gallery: gallery), error: nil))
            } catch {
                failures.append((relative, error))
                files.append(GalleryPage.File(path: relative, previews: [], error: Self.message(error)))
            }
        }
        let page = gallery.appendingPathComponent("index.html")
        let title = "Previews in \(root.lastPathComponent)"
        try AtomicFile.write(Data(GalleryPage(title: title, files: files).html.utf8), to: page)
        print(page.path)
        if open { Self.open(page) }
        if let (file, error) = failures.first {
            let code = (error as? PreviewExit)?.status ?? (error as? SnapError)?.code.rawValue ?? SnapError.Code.internalError.rawValue
            FileHandle.standardError.write(Data(("snap: error: \(failures.count) of \(sources.count) files did not " +
                "render, the first \(file): \(Self.message(error))\n").utf8))
            throw ExitCode(code)
        }
    }

    /// Renders one file in light and dark into `folder/light` and `folder/dark`, with each
    /// preview's layout JSON split out beside its PNG (`<preview>.json`).
    func render(_ source: URL, into folder: URL, gallery: URL) throws -> [GalleryPage.Preview] {
        let compiler = PreviewCompiler(file: source, swiftVersion: swiftVersion, timeout: timeout, selection: module)
        var images: [String: [ColorSchemeOption: GalleryPage.Image]] = [:]
        var order: [String] = []
        for scheme in [ColorSchemeOption.light, .dark] {
            let output = folder.appendingPathComponent(scheme.rawValue)
            let json = folder.appendingPathComponent("\(scheme.rawValue).json")
            var request = RenderRequest()
            request.colorScheme = scheme
            request.device = device
            request.scale = scale
            request.out = output.path
            request.layoutJSON = json.path
            request.quiet = true
            try compiler.render(request)
            for (name, tree) in try Self.previews(inLayoutJSON: json, folder: output) {
                let layout = output.appendingPathComponent("\(name).json")
                try JSONSerialization.data(withJSONObject: tree, options: [.prettyPrinted, .sortedKeys]).write(to: layout)
                guard let file = try FileManager.default.contentsOfDirectory(atPath: output.path)
                    .filter({ $0.hasSuffix(".png") && RenderChanges.preview($0) == name }).sorted().first else { continue }
                let png = try PNG.decode(Data(contentsOf: output.appendingPathComponent(file)))
                let scale = Int(file.split(separator: "@").last?.prefix { $0.isNumber } ?? "2") ?? 2
                if !order.contains(name) { order.append(name) }
                images[name, default: [:]][scheme] = GalleryPage.Image(
                    path: Self.relativePath(output.appendingPathComponent(file), in: gallery), width: png.width, height: png.height,
                    scale: scale, layoutJSON: Self.relativePath(layout, in: gallery))
            }
            try FileManager.default.removeItem(at: json)
        }
        // Captions without the file's name, which the section's heading shows.
        let stem = source.deletingPathExtension().lastPathComponent + "-"
        return order.map { name in
            GalleryPage.Preview(name: name.hasPrefix(stem) ? String(name.dropFirst(stem.count)) : name,
                                light: images[name]?[.light], dark: images[name]?[.dark])
        }
    }

    /// Each preview's part of a `--layout-json` file, by the name its PNGs carry: the
    /// `{"file", "previews"}` shape for several previews, `{"scene", "frames"}` for one (named by
    /// its only PNG).
    static func previews(inLayoutJSON file: URL, folder: URL) throws -> [(name: String, json: Any)] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        if let previews = object["previews"] as? [[String: Any]] {
            return previews.compactMap { entry in (entry["name"] as? String).map { ($0, entry) } }
        }
        let png = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted().first
        return png.map { [(RenderChanges.preview($0), object)] } ?? []
    }

    /// The Swift files under `root` in path order, skipping hidden folders, `.build` and the gallery itself.
    static func swiftFiles(in root: URL, skipping gallery: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            let url = url.standardizedFileURL
            if url.path == gallery.path { walker.skipDescendants(); continue }
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func declaresPreviews(_ file: URL) -> Bool {
        !(PreviewSourceFile.reading(file)?.entries.isEmpty ?? true)
    }

    /// `file` relative to the gallery's folder (the page's), each segment percent-encoded for an `href`.
    static func relativePath(_ file: URL, in gallery: URL) -> String {
        let base = gallery.path + "/"
        let path = file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.path
        return path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
            .joined(separator: "/")
    }

    static func message(_ error: Error) -> String {
        if let exit = error as? PreviewExit { return exit.message ?? "the preview program exited with status \(exit.status)" }
        return (error as? SnapError)?.message ?? "\(error)"
    }

    /// xdg-open, as desktop Linux opens a file; without it, a warning: the page is written either way.
    static func open(_ page: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", page.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exit = ProcessExit(of: process)
        do {
            try process.run()
            exit.wait()
            if process.terminationStatus != 0 {
                throw SnapError(.internalError, "xdg-open exited with status \(process.terminationStatus)")
            }
        } catch {
            FileHandle.standardError.write(Data(("warning: could not open \(page.path) (\(Self.message(error))); " +
                "open it in a browser\n").utf8))
        }
    }
}
