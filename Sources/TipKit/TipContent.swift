import LayoutDSL

/// A tip's content as iOS 17 lays it out (`TipViewMetrics`): the image in the tint at the
/// leading edge, the title (headline) over the message (subheadline, secondary), the actions
/// below a divider in the tint, and the close button (`xmark`, secondary) at the top trailing
/// corner, which invalidates the tip with `.tipClosed`.
struct TipContent: View {
    let title: Text
    let message: Text?
    let image: Image?
    let actions: [Tips.Action]
    let close: () -> Void
    let action: (Tips.Action) -> Void
    @Environment(\.tipAppearance) private var appearance

    var body: some View {
        HStack(alignment: .top, spacing: TipViewMetrics.spacing) {
            if let image {
                if let size = appearance.imageSize {
                    image.resizable().scaledToFit().frame(width: size.width, height: size.height).foregroundStyle(.tint)
                } else {
                    image.font(TipViewMetrics.imageFont).foregroundStyle(.tint)
                }
            }
            VStack(alignment: .leading, spacing: TipViewMetrics.textSpacing) {
                title.font(.headline).foregroundStyle(.primary)
                if let message { message.font(.subheadline).foregroundStyle(.secondary) }
                ForEach(actions) { tipAction in
                    Divider()
                    Button { action(tipAction); tipAction() } label: { tipAction.title }
                        .buttonStyle(.borderless)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
            Button(action: close) {
                Image(systemName: "xmark").font(TipViewMetrics.closeFont).foregroundStyle(.secondary)
            }
            .buttonStyle(.plain)
        }
        .padding(TipViewMetrics.padding)
    }
}
