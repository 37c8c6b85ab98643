/// What can be shared or dragged (CoreTransferable's `Transferable`, which SwiftUI re-exports):
/// here only a marker, so `ShareLink` has SwiftUI's generic shape; the common item types
/// conform. Nothing is transferred when rendering.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}
