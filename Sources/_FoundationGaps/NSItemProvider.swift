/// Data offered for a drag, a drop or the pasteboard, in one or more types named by uniform
/// type identifiers (Foundation's `NSItemProvider`, which swift-corelibs-foundation does not
/// have). Each registered representation is kept with its type identifier and loaded on demand,
/// as on iOS; the completion handler runs before `loadDataRepresentation` returns, since the
/// data is already in the process. Conformance between types (a PNG is an image) is
/// UniformTypeIdentifiers' business: here a type identifier matches itself only.
open class NSItemProvider: NSObject {
    private var representations: [(typeIdentifier: String, load: () throws -> Data?)] = []
    /// The name a receiver gives a file made from the data.
    open var suggestedName: String?

    public override init() {}

    /// A provider of a file's contents, of the type its extension names; nil when it cannot be read.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: "public.data", visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// The identifiers of the registered representations, in the order they were registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Registers the data of one type; `loadHandler` runs when a receiver loads it.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append((typeIdentifier, {
            var result: Result<Data?, any Error> = .success(nil)
            _ = loadHandler { data, error in result = error.map { .failure($0) } ?? .success(data) }
            return try result.get()
        }))
    }

    /// Loads the data registered for `typeIdentifier`; an error when none is.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            completionHandler(nil, CocoaError(.featureUnsupported))
            return progress
        }
        do {
            completionHandler(try representation.load(), nil)
        } catch {
            completionHandler(nil, error)
        }
        progress.completedUnitCount = 1
        return progress
    }
}

/// Which processes may see a representation (Foundation's `NSItemProviderRepresentationVisibility`).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}
