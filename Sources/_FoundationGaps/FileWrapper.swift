/// A file, a directory of files or a symbolic link held in memory (Foundation's `FileWrapper`,
/// which swift-corelibs-foundation does not have): what SwiftUI's `FileDocument` reads from and
/// writes to. Reading and writing go through `FileManager`, so a document written here is a
/// real file or folder; a directory's children are keyed by unique names made from their
/// preferred names (Apple's documentation of `addFileWrapper(_:)`: "2 - name" for a clash).
open class FileWrapper: NSObject {
    /// How `init(url:options:)` reads: the contents are always read at once here.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How `write(to:options:originalContentsURL:)` writes.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    private var contents: Contents
    open var preferredFilename: String?
    open var filename: String?
    open var fileAttributes: [String: Any] = [:]

    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        contents = .directory(childrenByPreferredName)
    }

    public init(symbolicLinkWithDestinationURL url: URL) {
        contents = .link(url)
    }

    /// Reads the file, folder (recursively) or link at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        contents = try Self.read(url)
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    private static func read(_ url: URL) throws -> Contents {
        let manager = FileManager.default
        if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
            return .link(URL(fileURLWithPath: destination))
        }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard isDirectory.boolValue else { return .file(try Data(contentsOf: url)) }
        var children: [String: FileWrapper] = [:]
        for name in try manager.contentsOfDirectory(atPath: url.path) {
            children[name] = try FileWrapper(url: url.appendingPathComponent(name))
        }
        return .directory(children)
    }

    open var isRegularFile: Bool { if case .file = contents { true } else { false } }
    open var isDirectory: Bool { if case .directory = contents { true } else { false } }
    open var isSymbolicLink: Bool { if case .link = contents { true } else { false } }

    open var regularFileContents: Data? { if case .file(let data) = contents { data } else { nil } }
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = contents { children } else { nil } }
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = contents { url } else { nil } }

    /// Adds a child to a directory under its preferred name, or "2 - name", "3 - name"… when
    /// that name is taken, and returns the key.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else {
            preconditionFailure("addFileWrapper(_:) is only for directory file wrappers")
        }
        let name = child.preferredFilename ?? child.filename ?? "Untitled"
        var key = name
        var counter = 2
        while children[key] != nil {
            key = "\(counter) - \(name)"
            counter += 1
        }
        child.filename = key
        children[key] = child
        contents = .directory(children)
        return key
    }

    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        contents = .directory(children)
    }

    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Writes the wrapper at `url`: a file's data, a folder and its children, or a link.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch contents {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .link(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
