import Foundation
import LayoutDSL

/// The icon a product view shows while a promotional image loads, or where none is given
/// (Apple's documentation of `AutomaticProductPlaceholderIcon`, iOS 17): here a rounded square
/// in the tertiary fill with a bag symbol, filling the square the style gives it. No promotional
/// image is ever loaded here, so views that prefer one show this.
nonisolated public struct AutomaticProductPlaceholderIcon: View {
    public init() {}

    public var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            RoundedRectangle(cornerRadius: side * 0.2237, style: .continuous)
                .fill(Color(uiColor: .tertiarySystemFill))
                .overlay {
                    Image(systemName: "bag.fill")
                        .font(.system(size: side * 0.4))
                        .foregroundStyle(.tertiary)
                }
        }
    }
}
