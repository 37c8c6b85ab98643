#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The accumulation cells of a `Rasterizer`, kept per thread and handed back all zero: a shape
/// as large as a 3x frame needs 12 MB of cells, and allocating them per shape cost a page fault
/// per 4 KB (the text page's background: 12 ms of a 15 ms frame in the kernel, zeroing fresh
/// pages). The mask pass zeroes the cells it reads, so a buffer returns clean without a
/// `memset`, as font-rs's accumulator and Skia's reused scan-converter storage avoid one.
final class RasterCells {
    private(set) var base: UnsafeMutablePointer<Float>
    private var capacity: Int
    private var leased = false

    /// Buffers up to this many cells stay with their thread (64 MB; a 3x phone frame needs 3 M).
    static let retainedLimit = 16 << 20

    private init(capacity: Int) {
        self.capacity = capacity
        base = RasterCells.zeroed(capacity)
    }

    deinit { free(base) }

    private static func zeroed(_ count: Int) -> UnsafeMutablePointer<Float> {
        // Out of memory traps, as Swift's own allocations do: the canvas size is bounded before
        // any raster is made (`Renderer.maximumPixels`), so only an exhausted machine gets here.
        guard let memory = calloc(max(count, 1), MemoryLayout<Float>.stride) else { fatalError("out of memory for \(count) raster cells") }
        return memory.bindMemory(to: Float.self, capacity: max(count, 1))
    }

    /// `count` zeroed cells: the thread's buffer when it is free and not too large, otherwise a
    /// buffer of their own (a rasterizer made while another is alive on the same thread).
    static func lease(_ count: Int) -> RasterCells {
        guard count <= retainedLimit else { return RasterCells(capacity: count) }
        let cells = current
        guard !cells.leased else { return RasterCells(capacity: count) }
        if cells.capacity < count {
            free(cells.base)
            cells.base = zeroed(count)
            cells.capacity = count
        }
        cells.leased = true
        return cells
    }

    /// Gives the cells back; every cell must be zero again.
    func release() { leased = false }

    /// The calling thread's buffer, made on first use and freed when the thread ends.
    private static var current: RasterCells {
        if let pointer = pthread_getspecific(key) { return Unmanaged<RasterCells>.fromOpaque(pointer).takeUnretainedValue() }
        let cells = RasterCells(capacity: 0)
        pthread_setspecific(key, Unmanaged.passRetained(cells).toOpaque())
        return cells
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<RasterCells>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<RasterCells>.fromOpaque(pointer).release() }
            #endif
        }
        return key
    }()
}
