/// A view's bounds in its own space: origin zero, its size.
extension CGRect {
    init(size: CGSize) { self.init(origin: .zero, size: size) }
}
