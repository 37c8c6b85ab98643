import Foundation
import Testing

/// Citations point at what the repository holds (the project's rule for doc comments, stated in
/// docs/architecture.md): a comment or document that names a file by its path in the repository
/// names one that exists, and the maintainers' guide names types that are declared.
///
/// 1. Every comment of `Sources/`, `Tests/` and `scripts/` (after `//` in Swift and C, after `#` in
///    scripts) and every line of `docs/` and README.md outside fenced code blocks: a path that starts
///    with `docs/`, `Sources/`, `Tests/`, `scripts/`, `Screens/` or `Examples/` exists from the
///    package's root; `../shared/…` never does, the research notes there not being part of the
///    repository (their facts are under docs/reference/). A path after a `repository@commit` on the
///    same line is that repository's, and a fenced block is an example of a user's package or a
///    command line, so neither is checked.
/// 2. docs/architecture.md: a name in backticks that reads as a type (`ResolvedTree`,
///    `BuildContext.build(_:)`, `@State`) is declared by a `struct`, `class`, `enum`, `protocol`,
///    `actor`, `typealias` or `macro` of the package's Swift files, or is a module or folder of it,
///    or is one of `external`; a file name in backticks (`Blur.swift`) is a file of the repository.
///
/// Each failure names the file, the line and what is missing.
struct CitedPathTests {
    /// Three folders up from this file (`Tests/LayoutDSLTests/`): the package's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Types the guide names that other modules declare: the Swift standard library, Foundation,
    /// Dispatch and Observation, swift-snapshot-testing (`Snapshotting`, `Diffing`), and Apple's
    /// `CLProximity`, which the guide names as missing from this package's CoreLocation.
    static let external: Set<String> = [
        "AnyHashable", "Codable", "Date", "DispatchQueue", "Encodable", "Equatable", "Int", "MainActor", "Never",
        "Observable", "Sendable", "Task", "Snapshotting", "Diffing", "CLProximity",
    ]

    static let citedPath = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_./-])(?:\\./)?"
        + "(\\.\\./shared/[A-Za-z0-9_.+-][A-Za-z0-9_.+/-]*|(?:docs|Sources|Tests|scripts|Screens|Examples)/[A-Za-z0-9_.+/-]*)")
    static let otherRepository = try! NSRegularExpression(pattern: "@[0-9a-f]{7,40}\\b")
    static let backticked = try! NSRegularExpression(pattern: "`([^`\\n]+)`")
    static let typeName = try! NSRegularExpression(pattern: """
        ^@?([A-Z][A-Za-z0-9_]*)(<[^`]*>)?(\\.[A-Za-z_][A-Za-z0-9_]*)*(\\(.*\\))?$
        """)
    static let fileName = try! NSRegularExpression(pattern: "^[A-Za-z0-9_+./-]+\\.(swift|c|h|md|sh|py|json)$")
    static let declaration = try! NSRegularExpression(pattern: """
        \\b(?:struct|class|enum|protocol|actor|typealias|associatedtype|macro)\\s+([A-Za-z_][A-Za-z0-9_]*)
        """)

    /// The files whose comments or text are read, relative to the root, and the file kind.
    static func citingFiles() -> [String] {
        var files = ["README.md"]
        for top in ["Sources", "Tests", "docs", "scripts"] {
            for path in relativePaths(under: top) {
                let name = (path as NSString).lastPathComponent, ext = (name as NSString).pathExtension
                if path.contains("/__Snapshots__/") { continue }
                if ["swift", "c", "h", "md", "sh", "py"].contains(ext) || (top == "scripts" && ext.isEmpty) {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    /// Every regular file under `top`, as a path from the root.
    static func relativePaths(under top: String) -> [String] {
        let base = root.appendingPathComponent(top)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            paths.append(top + "/" + url.path.dropFirst(base.path.count + 1))
        }
        return paths
    }

    /// The part of a line that is comment or prose: all of it in Markdown, after `//` in Swift and C
    /// (and the lines of a `/* … */` block), after `#` in scripts.
    static func prose(of line: Substring, in file: String) -> Substring {
        switch (file as NSString).pathExtension {
        case "md": return line
        case "swift", "c", "h":
            if let slashes = line.range(of: "//") { return line[slashes.upperBound...] }
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") ? line : ""
        default:
            if let hash = line.firstIndex(of: "#") { return line[line.index(after: hash)...] }
            return ""
        }
    }

    static func matches(_ regex: NSRegularExpression, in text: String) -> [NSTextCheckingResult] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    static func group(_ index: Int, of match: NSTextCheckingResult, in text: String) -> String? {
        Range(match.range(at: index), in: text).map { String(text[$0]) }
    }

    /// What the file's comments and prose cite that is not in the repository, as `file:line: path`.
    static func missingCitations(in file: String, text: String) -> [String] {
        var missing: [String] = []
        var fenced = false
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if file.hasSuffix(".md"), line.drop(while: { $0 == " " }).hasPrefix("```") { fenced.toggle(); continue }
            if fenced { continue }
            let prose = String(prose(of: line, in: file))
            for match in matches(citedPath, in: prose) {
                guard var path = group(1, of: match, in: prose), let start = Range(match.range, in: prose)?.lowerBound else { continue }
                if !matches(otherRepository, in: String(prose[..<start])).isEmpty { continue }
                while path.hasSuffix(".") { path.removeLast() }
                let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
                if path.hasPrefix("../") || !exists {
                    missing.append("\(file):\(index + 1): \(path)\(path.hasPrefix("../") ? " (outside the repository)" : "")")
                }
            }
        }
        return missing
    }

    @Test func citedPathsExist() throws {
        let files = Self.citingFiles()
        #expect(files.count > 100, "only \(files.count) files read under \(Self.root.path)")
        var missing: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            missing += Self.missingCitations(in: file, text: text)
        }
        #expect(missing.isEmpty, """
            \(missing.count) citations name paths the repository does not hold (file:line: path):
            \(missing.joined(separator: "\n"))
            """)
    }

    /// The rule itself: a research note outside the repository, a file that is not there and one
    /// that is, a path of another repository at a commit, and a fenced example.
    /// (The paths are put together here so that this file's own lines cite nothing missing.)
    @Test func whatCountsAsACitation() {
        let notes = "../shared/" + "reference", gone = "Sources/LayoutDSL/Drawing/" + "Gone.swift"
        let swift = """
            /// Source: \(notes)/ios-materials.md and docs/reference/ios-materials.md.
            /// \(gone), and OpenSwiftUI@069dd80 Sources/OpenSwiftUICore/Layout.swift.
            let path = "Sources/NotAComment.swift"
            """
        #expect(Self.missingCitations(in: "Sources/A.swift", text: swift) == [
            "Sources/A.swift:1: \(notes)/ios-materials.md (outside the repository)",
            "Sources/A.swift:2: Sources/LayoutDSL/Drawing/Gone.swift",
        ])
        let markdown = "See `docs/missing.md`.\n```sh\nsnap render Sources/Views/Card.swift\n```\n"
        #expect(Self.missingCitations(in: "docs/a.md", text: markdown) == ["docs/a.md:1: docs/missing.md"])
    }

    /// Names of the package: the types its Swift files declare, and its modules' and folders' names.
    static func declaredNames() throws -> Set<String> {
        var names: Set<String> = []
        for top in ["Sources", "Tests", "Benchmarks"] {
            for path in relativePaths(under: top) {
                for folder in path.split(separator: "/").dropLast() { names.insert(String(folder)) }
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                for match in matches(declaration, in: text) { if let name = group(1, of: match, in: text) { names.insert(name) } }
            }
        }
        return names
    }

    @Test func architectureGuideNamesWhatExists() throws {
        let guide = "docs/architecture.md"
        let text = try String(contentsOf: Self.root.appendingPathComponent(guide), encoding: .utf8)
        let declared = try Self.declaredNames().union(Self.external)
        let files = ["Sources", "Tests", "Benchmarks", "Screens", "Examples", "scripts", "docs"].flatMap { Self.relativePaths(under: $0) }
        var missing: [String] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = String(line)
            for match in Self.matches(Self.backticked, in: line) {
                guard let name = Self.group(1, of: match, in: line) else { continue }
                if !Self.matches(Self.fileName, in: name).isEmpty {
                    if !files.contains(where: { $0 == name || $0.hasSuffix("/" + name) }) {
                        missing.append("\(guide):\(index + 1): \(name) (no such file)")
                    }
                } else if let type = Self.matches(Self.typeName, in: name).first.flatMap({ Self.group(1, of: $0, in: name) }),
                          type.contains(where: \.isLowercase), !declared.contains(type) {
                    missing.append("\(guide):\(index + 1): \(type) (no declaration), in `\(name)`")
                }
            }
        }
        #expect(missing.isEmpty, """
            \(missing.count) names in docs/architecture.md are not in the package (file:line: name):
            \(missing.joined(separator: "\n"))
            """)
    }
}
