import Testing
import UniformTypeIdentifiers

/// UTType's identifiers, conformance and tags are the system's declarations.
struct UTTypeTests {
    /// The common types have Apple's identifiers, preferred extensions and MIME types.
    @Test func commonTypesHaveTheirIdentifiersAndTags() {
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.plainText.preferredMIMEType == "text/plain")
        #expect(UTType.json.identifier == "public.json")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.png.identifier == "public.png" && UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.pdf.identifier == "com.adobe.pdf" && UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.data.preferredFilenameExtension == nil)
    }

    /// Conformance follows the hierarchy: a PNG is an image, data and an item; text is content.
    @Test func conformanceFollowsTheHierarchy() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.heic.conforms(to: .image))
        #expect(UTType.usdz.conforms(to: .archive))
        #expect(UTType.image.isSupertype(of: .png))
        #expect(UTType.png.isSubtype(of: .image))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(UTType.utf8PlainText.supertypes == [.plainText, .text, .data, .item, .content])
    }

    /// Tags look up their declared types, among those conforming to the type asked for.
    @Test func tagsFindTheirDeclaredTypes() {
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true)
        #expect(UTType.types(tag: "html", tagClass: .filenameExtension, conformingTo: nil) == [.html])
        #expect(UTType(tag: "", tagClass: .filenameExtension, conformingTo: nil) == nil)
    }

    /// An extension nothing declares gets a dynamic type that keeps it and conforms to data.
    @Test func undeclaredTagsMakeDynamicTypes() throws {
        let type = try #require(UTType(filenameExtension: "snapdoc"))
        #expect(type.isDynamic && !type.isDeclared)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.preferredFilenameExtension == "snapdoc")
        #expect(type.conforms(to: .data) && !type.conforms(to: .text))
        #expect(UTType(filenameExtension: "snapdoc") == type)
    }

    /// An app's own types conform to the parent they are declared with; `init?(_:)` finds only
    /// declared identifiers, without regard to case.
    @Test func appTypesAndIdentifiers() {
        let book = UTType(exportedAs: "com.example.book", conformingTo: .json)
        #expect(book.identifier == "com.example.book")
        #expect(book.conforms(to: .json) && book.conforms(to: .text) && book.conforms(to: .data))
        #expect(!book.isSystemDeclared && !book.isPublicType)
        #expect(UTType(importedAs: "public.png") == .png)
        #expect(UTType("PUBLIC.PNG") == .png)
        #expect(UTType("com.example.unknown") == nil)
        #expect(UTType.png.isSystemDeclared && UTType.png.isPublicType && UTType.png.isDeclared)
    }

    /// A type encodes as its identifier and decodes back to the same type.
    @Test func typesRoundTripThroughCodable() throws {
        let data = try JSONEncoder().encode([UTType.png, UTType.json])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.json"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .json])
    }
}
