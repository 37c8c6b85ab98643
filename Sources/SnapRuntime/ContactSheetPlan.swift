import Foundation
internal import Render

/// How a contact sheet is drawn: `--contact-sheet-columns` frames a row, at
/// `--contact-sheet-scale` pixels per point (by default the frames' own scale), and never more
/// than `--contact-sheet-max-size` pixels a side or `SnapRenderer.pixelLimit` pixels in all: a
/// sheet that would be larger is drawn at the largest scale that fits, so a 61-frame sweep of a
/// 3x iPhone (once 7242x29196 pixels) becomes a sheet an image viewer opens.
public struct ContactSheetPlan {
    let scale: CGFloat
    let columns: Int
    /// Whether the scale was lowered to fit.
    let reduced: Bool

    /// Below this scale a frame is a few pixels wide: fewer frames or a larger bound are needed.
    public static let smallestScale: CGFloat = 0.05

    init(count: Int, frame: CGSize, columns: Int, scale: CGFloat, maximumSide: Int, pixelLimit: Int) throws {
        let columns = min(columns, max(count, 1))
        func size(_ scale: CGFloat) -> (width: Int, height: Int) {
            ContactSheet.size(count: count, frame: (Int((frame.width * scale).rounded(.up)), Int((frame.height * scale).rounded(.up))),
                              scale: scale, columns: columns)
        }
        func fits(_ scale: CGFloat) -> Bool {
            let sheet = size(scale)
            return max(sheet.width, sheet.height) <= maximumSide && sheet.width * sheet.height <= pixelLimit
        }
        var chosen = scale
        if !fits(chosen) {
            // Every length of the sheet grows with the scale: start from the proportional fit,
            // then step down past the rounding of gaps and labels to whole pixels.
            let sheet = size(chosen)
            chosen *= min(CGFloat(maximumSide) / CGFloat(max(sheet.width, sheet.height)),
                          (CGFloat(pixelLimit) / CGFloat(sheet.width * sheet.height)).squareRoot())
            while !fits(chosen), chosen >= Self.smallestScale { chosen *= 0.98 }
            guard chosen >= Self.smallestScale else {
                throw SnapError(.badSize, "a contact sheet of \(count) frames does not fit \(maximumSide) pixels a " +
                    "side even at \(Self.smallestScale)x; give fewer frames or a larger --contact-sheet-max-size")
            }
        }
        self.scale = chosen
        self.columns = columns
        reduced = chosen < scale
    }
}
