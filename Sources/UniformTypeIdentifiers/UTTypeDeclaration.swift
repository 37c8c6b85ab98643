/// What a type declaration says: the type's identifier, the types it conforms to and its tags
/// (the keys of an Info.plist's `UTExportedTypeDeclarations`: `UTTypeIdentifier`,
/// `UTTypeConformsTo`, `UTTypeTagSpecification`).
struct UTTypeDeclaration: Sendable {
    let identifier: String
    /// The identifiers of the system types it conforms to directly.
    let conformsTo: [String]
    /// Parent types given as values: an app's own declaration, or a dynamic type's.
    let ownParents: [UTType]
    let filenameExtensions: [String]
    let mimeTypes: [String]

    init(_ identifier: String, conformsTo: [String], filenameExtensions: [String] = [], mimeTypes: [String] = []) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        ownParents = []
        self.filenameExtensions = filenameExtensions
        self.mimeTypes = mimeTypes
    }

    init(_ identifier: String, parents: [UTType], filenameExtensions: [String] = [], mimeTypes: [String] = []) {
        self.identifier = identifier
        conformsTo = []
        ownParents = parents
        self.filenameExtensions = filenameExtensions
        self.mimeTypes = mimeTypes
    }

    /// The types it conforms to directly.
    var parents: [UTType] { ownParents + conformsTo.map { UTType(system: $0) } }

    /// The system's declarations with this tag, compared without regard to case, as Launch
    /// Services compares extensions and MIME types.
    static func declarations(tagged tag: String, tagClass: UTTagClass) -> [UTTypeDeclaration] {
        let key = tag.lowercased()
        return systemList.filter { declaration in
            switch tagClass {
            case .filenameExtension: declaration.filenameExtensions.contains { $0.lowercased() == key }
            case .mimeType: declaration.mimeTypes.contains { $0.lowercased() == key }
            default: false
            }
        }
    }

    /// The declaration of a dynamic type, which iOS makes for a tag no declaration has: it holds
    /// the tag and conforms to the type asked for. Its identifier is `dyn.` and the tag class and
    /// tag in lowercase hexadecimal UTF-8, an encoding of this module's own: iOS encodes them in
    /// a private base-32 form, so the identifiers differ while the types behave alike.
    static func dynamic(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> UTTypeDeclaration {
        let hex = "\(tagClass.rawValue)=\(tag)".utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        return UTTypeDeclaration(
            "dyn.\(hex)", parents: supertype.map { [$0] } ?? [],
            filenameExtensions: tagClass == .filenameExtension ? [tag] : [],
            mimeTypes: tagClass == .mimeType ? [tag] : [])
    }
}
