import LayoutDSL
import Render
import Testing

/// `ImageRenderer` (iOS 16): a view rendered alone into pixels at the renderer's scale, shown
/// again with `Image(uiImage:)`, drawn into a Core Graphics context, and encoded as PNG.
@MainActor
struct ImageRendererTests {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
    let black = Pixel(r: 0, g: 0, b: 0, a: 255)

    /// Red over blue, 20 × 10 points.
    var bars: some View {
        VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 5)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 5)
        }
    }

    @Test func rendersTheViewAtItsIdealSizeAndScale() throws {
        let renderer = ImageRenderer(content: bars)
        #expect(renderer.cgImage.map { [$0.width, $0.height] } == [20, 10])   // scale 1 by default, as on iOS
        renderer.scale = 3
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 3)
        #expect(image.cgImage.map { [$0.width, $0.height] } == [60, 30])
        let png = try PNG.decode(try #require(image.pngData()))
        #expect(png.width == 60 && png.height == 30)
        #expect(png[0, 0] == red && png[59, 14] == red && png[0, 15] == blue && png[59, 29] == blue)
    }

    /// A flexible view takes the proposed size; a view with no area renders no image.
    @Test func proposedSizeSizesFlexibleViews() {
        let renderer = ImageRenderer(content: Color(red: 0, green: 0, blue: 1))
        #expect(renderer.cgImage.map { [$0.width, $0.height] } == [10, 10])   // an unspecified proposal: Color's ideal 10 × 10
        renderer.proposedSize = ProposedViewSize(width: 30, height: 5)
        #expect(renderer.cgImage.map { [$0.width, $0.height] } == [30, 5])
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
    }

    /// The image is pixels: shown with `Image(uiImage:)` in a frame of its point size it draws
    /// the same pixels, and an opaque renderer leaves black where the view draws nothing.
    @Test func imageShowsAsABitmap() throws {
        let renderer = ImageRenderer(content: bars)
        renderer.scale = 2
        let canvas = try render(Image(uiImage: try #require(renderer.uiImage)), width: 20, height: 10, scale: 2)
        #expect(canvas[0, 0] == red && canvas[39, 9] == red && canvas[0, 10] == blue && canvas[39, 19] == blue)

        let opaque = ImageRenderer(content: Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10))
        opaque.isOpaque = true
        let disc = try PNG.decode(try #require(opaque.uiImage?.pngData()))
        #expect(disc[0, 0] == black && disc[5, 5] == red)
    }

    /// `jpegData(compressionQuality:)`: the same pixels within JPEG's loss, transparent pixels
    /// black, smaller at a lower quality, and the same bytes every time.
    @Test func encodesAsJPEG() throws {
        let renderer = ImageRenderer(content: bars.padding(.leading, 10))
        renderer.scale = 2
        let image = try #require(renderer.uiImage)
        let best = try #require(image.jpegData(compressionQuality: 1))
        #expect(best.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try JPEG.decode(best)
        #expect(decoded.width == 60 && decoded.height == 20)
        func near(_ pixel: Pixel, _ expected: Pixel) -> Bool {
            abs(Int(pixel.r) - Int(expected.r)) <= 8 && abs(Int(pixel.g) - Int(expected.g)) <= 8 && abs(Int(pixel.b) - Int(expected.b)) <= 8
        }
        #expect(near(decoded[2, 2], black))          // the transparent padding
        #expect(near(decoded[40, 2], red) && near(decoded[40, 17], blue))
        let smallest = try #require(image.jpegData(compressionQuality: 0))
        #expect(smallest.count < best.count)
        #expect(image.jpegData(compressionQuality: 1) == best)
    }

    /// `render(rasterizationScale:renderer:)` reports the size in points and draws the view
    /// upright into a context whose origin is at the bottom left.
    @Test func rendersIntoACoreGraphicsContext() throws {
        let renderer = ImageRenderer(content: bars)
        var reported = CGSize.zero
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawing = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            renderer.render(rasterizationScale: 2) { size, draw in
                reported = size
                // UIKit's context is y down; flip it to the bottom-left origin `draw` assumes.
                context.cgContext.translateBy(x: 0, y: size.height)
                context.cgContext.scaleBy(x: 1, y: -1)
                draw(context.cgContext)
            }
        }
        #expect(reported == CGSize(width: 20, height: 10))
        let png = try PNG.decode(try #require(drawing.pngData()))
        #expect(png.width == 20 && png.height == 10)
        #expect(png[0, 0] == red && png[19, 4] == red && png[0, 5] == blue && png[19, 9] == blue)
    }

    @Test func changesPublishBeforeTheyHappen() {
        let renderer = ImageRenderer(content: bars)
        var scales: [CGFloat] = []
        let subscription = renderer.objectWillChange.sink { scales.append(renderer.scale) }
        renderer.scale = 2
        renderer.isObservationEnabled = false
        renderer.scale = 3
        #expect(scales == [1])
        subscription.cancel()
    }
}
