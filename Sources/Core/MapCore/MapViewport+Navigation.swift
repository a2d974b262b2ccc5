extension MapViewport {
    /// A quarter of the view per key press: big enough to travel, small enough to keep context.
    public var panStep: (x: Int, y: Int) {
        (max(1, size.width / 4), max(1, size.height / 4))
    }

    /// Moves the view so that what was `cellsX` cells right and `cellsY` cells down is now centred.
    public mutating func pan(cellsX: Int, cellsY: Int) {
        let target = unproject(
            dotX: projection.halfWidth + Double(cellsX * BrailleCanvas.dotsPerCellX),
            dotY: projection.halfHeight + Double(cellsY * BrailleCanvas.dotsPerCellY))
        setState(center: target)
    }

    public mutating func pan(_ direction: PanDirection) {
        let step = panStep
        switch direction {
        case .left: pan(cellsX: -step.x, cellsY: 0)
        case .right: pan(cellsX: step.x, cellsY: 0)
        case .up: pan(cellsX: 0, cellsY: -step.y)
        case .down: pan(cellsX: 0, cellsY: step.y)
        }
    }

    /// Returns false at the deepest level so the app can beep or ignore the key.
    @discardableResult
    public mutating func zoomIn() -> Bool {
        guard zoom < MapViewport.zoomLevels.upperBound else { return false }
        setState(zoom: zoom + 1)
        return true
    }

    @discardableResult
    public mutating func zoomOut() -> Bool {
        guard zoom > MapViewport.zoomLevels.lowerBound else { return false }
        setState(zoom: zoom - 1)
        return true
    }

    public mutating func setZoom(_ level: Int) {
        setState(zoom: level)
    }

    /// Centres on a point (clamped into `bounds`), e.g. on a selected onsen.
    public mutating func center(on point: GeoPoint) {
        setState(center: point)
    }

    /// Back to all of Japan.
    public mutating func reset() {
        setState(center: bounds.center, zoom: 0)
    }

    /// Adopts a new terminal size, keeping centre and zoom level. Because levels are relative to the
    /// fit, the same geographic span stays on screen (along the limiting axis) after a resize.
    public mutating func fit(size: TerminalSize) {
        setState(size: size)
    }
}
