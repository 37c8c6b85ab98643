/// A box around a document's base value (Apple's documentation of `DocumentBaseBox`), which
/// SwiftData's document groups hand their documents through.
public protocol DocumentBaseBox<Document>: AnyObject {
    associatedtype Document
    var base: Document? { get set }
}
